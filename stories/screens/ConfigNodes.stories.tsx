import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { es } from '../../src/i18n';
import { LOCALNET_URLS } from '../../src/services/config/localnet';
import { screenMeta } from '../support';

/**
 * /config signed in, on the local ledger: 'Tus nodos' starts empty; a malformed URL and a node the build already uses
 * are refused in Spanish and nothing is listed (a node accepted by its genesis hash: src/hooks/network's test).
 */
const meta = { title: 'Screens/Config/Tus nodos', ...screenMeta({ route: '/config', signedIn: true }) };
export default meta;
type Story = StoryObj<typeof meta>;

const LONG = { timeout: 10_000 };

/** Refusals, each said beside the URL field, with the list still empty. */
export const Refusals: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: es.userNodes.section }, LONG)).toBeVisible();
    await expect(canvas.getByText(es.userNodes.empty)).toBeVisible();
    const url = canvas.getByLabelText(es.userNodes.url);
    await userEvent.type(url, 'nodo');
    await userEvent.click(canvas.getByRole('button', { name: es.userNodes.add }));
    await expect(await canvas.findByText(es.userNodes.invalidUrl)).toBeVisible();
    await userEvent.clear(url);
    await userEvent.type(url, LOCALNET_URLS.algod);
    await userEvent.click(canvas.getByRole('button', { name: es.userNodes.add }));
    await expect(await canvas.findByText(es.userNodes.alreadyListed)).toBeVisible();
    await expect(canvas.getByText(es.userNodes.empty)).toBeVisible();
  },
};
