import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { es } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import { sampleData } from '../fixtures';
import { shortenAddress } from '../format';
import { RemoveAssetDialog } from './RemoveAssetDialog';

const meta = {
  title: 'UI/RemoveAssetDialog',
  component: RemoveAssetDialog,
  args: { plan: { kind: 'free', unit: 'BARRIO', frees: '0,1 ALGO' }, removing: false, onRemove: fn(), onClose: fn() },
} satisfies Meta<typeof RemoveAssetDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (unit: string) =>
  within(await within(document.body).findByRole('dialog', { name: ledgerCopy('assets.removeTitle', { unit }) }));

/** An empty holding: removing it frees its 0,1 ALGO reserve. */
export const ZeroBalance: Story = {
  play: async ({ args }) => {
    const modal = await dialog('BARRIO');
    await expect(modal.getByText(ledgerCopy('assets.removeFrees', { reserve: '0,1 ALGO' }))).toBeInTheDocument();
    await userEvent.click(modal.getByRole('button', { name: es.assets.removeYes }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

/** Units still held: where they would go (the creator), asked before anything is sent. */
export const WithBalance: Story = {
  args: {
    plan: {
      kind: 'remainder',
      unit: 'BARRIO',
      frees: '0,1 ALGO',
      amount: '12,5 BARRIO',
      creator: sampleData.recipient,
    },
  },
  play: async ({ args }) => {
    const modal = await dialog('BARRIO');
    await expect(
      modal.getByText(
        ledgerCopy('assets.removeRemainder', { amount: '12,5 BARRIO', creator: shortenAddress(sampleData.recipient) }),
      ),
    ).toBeInTheDocument();
    await userEvent.click(modal.getByRole('button', { name: es.assets.removeYesSending }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

/**
 * UMQ while apps still use it: refused, naming the apps, with nothing to confirm; Staking among them, it warns that
 * leaving it loses a running stake or an unpaid reward.
 */
export const NeededByApps: Story = {
  args: { plan: { kind: 'needed', unit: 'UMQ', apps: 'Ruleta y Staking', leavingStaking: true } },
  play: async ({ args }) => {
    const modal = await dialog('UMQ');
    await expect(
      modal.getByText(ledgerCopy('assets.neededBy', { unit: 'UMQ', apps: 'Ruleta y Staking' })),
    ).toBeInTheDocument();
    await expect(modal.getByText(es.assets.leaveStakingWarning)).toBeInTheDocument();
    await expect(modal.queryByRole('button', { name: es.assets.removeYes })).toBeNull();
    // The footer's 'Cerrar' (the header's × has the same name): the last of the two.
    await userEvent.click(modal.getAllByRole('button', { name: es.assets.close }).at(-1)!);
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** UMQ needed by the roulette alone: refused and named, with no Staking warning (nothing there to lose). */
export const NeededByRouletteOnly: Story = {
  args: { plan: { kind: 'needed', unit: 'UMQ', apps: 'Ruleta', leavingStaking: false } },
  play: async () => {
    const modal = await dialog('UMQ');
    await expect(modal.getByText(ledgerCopy('assets.neededBy', { unit: 'UMQ', apps: 'Ruleta' }))).toBeInTheDocument();
    await expect(modal.queryByText(es.assets.leaveStakingWarning)).toBeNull();
  },
};
