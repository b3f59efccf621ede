import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { devnetFor, scenarios } from '../src/devnet';
import { forgetFirstRead } from '../src/hooks/account/firstRead';
import { resetClients } from '../src/services/ledger';
import { setNumberLocale } from '../src/i18n/numbers';
import '../src/ui/tokens.css';
import '../stories/support/ledgerParameters';
import { withStoryPace } from '../stories/support/pace';
import { contrastInOtherTheme, themeGlobalTypes, withTheme } from './theme';

// A story waits on what a person would see, never on a clock: findBy*/waitFor give a loaded machine (CI on two
// cores) up to 10 s for it to appear, and return as soon as it does.
configure({ asyncUtilTimeout: 10_000 });

// Figures a story file computes as it loads are written as its default locale (the toolbar's first choice) reads them.
setNumberLocale('es-ES');

const preview: Preview = {
  loaders: [mswLoader()],
  // Every story gets its own fresh devnet ledger (one handler set over a new genesis), with the story's named faults;
  // the ledger is closed after the story, so a block clock does not tick on behind the next ones.
  beforeEach({ msw, parameters }) {
    // Nothing carried over from the story before, on its own ledger in this same page (ADR 0041): the clients (a node
    // passed over, "every node failing") and a sign-in's read of the account, which a screen's first render takes.
    resetClients();
    forgetFirstRead();
    // `parameters.ledger` names its faults and sets its pace or size (e.g. { blockMs: 2800 }, MainNet's pace).
    const { faults = [], ...pace } = parameters.ledger ?? {};
    const devnet = devnetFor({ ...pace, faults: faults.map((name) => scenarios[name]) });
    msw.use(...devnet.handlers);
    return devnet.close;
  },
  afterEach: contrastInOtherTheme,
  // Numbers follow the reader's locale (DESIGN §8): Spain's by default, Mexico's from the toolbar or a story's globals.
  initialGlobals: { viewport: { value: 'phone', isRotated: false }, locale: 'es-ES', theme: 'system' },
  globalTypes: {
    ...themeGlobalTypes,
    locale: {
      description: 'Formato de los números',
      toolbar: {
        icon: 'globe',
        dynamicTitle: true,
        items: [
          { value: 'es-ES', title: 'es-ES (1.234,5)' },
          { value: 'es-MX', title: 'es-MX (1,234.5)' },
        ],
      },
    },
  },
  parameters: {
    layout: 'fullscreen',
    // The product is phone-first: reviewers see every story at 390×844 unless they pick another size.
    viewport: {
      options: {
        phone: { name: 'Teléfono 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet 834×1112', styles: { width: '834px', height: '1112px' }, type: 'tablet' },
        desktop: { name: 'Escritorio 1280×800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    // axe runs on every story; a violation fails the story test.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
  decorators: [
    withTheme,
    withStoryPace,
    // Set before the story renders, and a new tree per locale, so every figure is written in the one chosen.
    (Story, { globals }) => {
      const locale = String(globals.locale ?? 'es-ES');
      setNumberLocale(locale);
      return <Story key={locale} />;
    },
  ],
};
export default preview;
