/**
 * The dark theme in Storybook: a toolbar switch (system, light, dark) and, in the story tests, axe's contrast rule run
 * a second time in the theme the story was not shown in, so every story is checked in both themes (ADR 0029).
 */
import type { Decorator, Preview } from '@storybook/react-vite';
import axe from 'axe-core';
import { waitForAnimations } from 'storybook/preview-api';
import { expect } from 'storybook/test';

type Theme = 'system' | 'light' | 'dark';

/** Forces a theme on <html> (tokens.css reads data-theme); 'system' follows prefers-color-scheme. */
function applyTheme(theme: Theme) {
  const root = document.documentElement;
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
}

export const themeGlobalTypes: Preview['globalTypes'] = {
  theme: {
    description: 'Tema de color',
    toolbar: {
      title: 'Tema',
      icon: 'mirror',
      items: [
        { value: 'system', title: 'Sistema (prefers-color-scheme)' },
        { value: 'light', title: 'Claro' },
        { value: 'dark', title: 'Oscuro' },
      ],
      dynamicTitle: true,
    },
  },
};

export const withTheme: Decorator = (Story, { globals }) => {
  applyTheme((globals.theme as Theme | undefined) ?? 'system');
  return Story();
};

/** The theme the story was not shown in: the other half of the contrast check. */
function otherTheme(): 'light' | 'dark' {
  const shown =
    document.documentElement.dataset.theme ?? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
  return shown === 'dark' ? 'light' : 'dark';
}

/**
 * After the story (and the a11y addon's full axe run in the theme shown), only axe's colour-contrast rule again in the
 * other theme: the rest of axe's rules do not depend on colours, so the second pass costs one rule, not the suite.
 * Runs in the story tests only (vitest); the Storybook UI has the toolbar switch and the a11y panel.
 */
export const contrastInOtherTheme: Preview['afterEach'] = async ({ parameters, globals, viewMode }) => {
  const a11y = parameters.a11y as { test?: string; disable?: boolean } | undefined;
  if (viewMode !== 'story' || a11y?.disable || a11y?.test === 'off' || !import.meta.env.VITEST_STORYBOOK) return;
  const other = otherTheme();
  applyTheme(other);
  try {
    await waitForAnimations();
    axe.reset();
    const result = await axe.run(
      { include: document.body, exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'] },
      { runOnly: ['color-contrast'] },
    );
    const failures = result.violations.flatMap(({ nodes }) =>
      nodes.map((node) => `${node.target}: ${node.failureSummary}`),
    );
    await expect(failures, `axe color-contrast in the ${other} theme`).toEqual([]);
  } finally {
    applyTheme((globals.theme as Theme | undefined) ?? 'system');
  }
};
