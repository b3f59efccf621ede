import type { StoryObj } from '@storybook/react-vite';
import { getApplicationAddress, mnemonicToSecretKey } from 'algosdk';
import { http } from 'msw';
import type { MswApi } from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEVNET_ADDRESSES } from '../../src/devnet';
import type { RecordedReferralEvent } from '../../src/devnet/referral';
import { es } from '../../src/i18n';
import { ledgerCopy } from '../../src/i18n/features';
import { COPY_FIGURES } from '../../src/i18n/figures';
import { LOCALNET_IDS, LOCALNET_REFERRAL_PATHS, LOCALNET_URLS } from '../../src/services/config/localnet';
import { UMQ_UNIT } from '../../src/services/config/onchain';
import { buildClaimAirdrop } from '../../src/services/contracts';
import { getLocalState } from '../../src/services/ledger';
import { signAndSubmit } from '../../src/services/ledger/testing';
import { DEMO_USER, screenMeta } from '../support';
import { confirmPaid, injectFault, passGateStep, toastSaying, umqOnLedger } from './appSteps';
import { fund, seedEmptyAccount } from './walletStates';

/**
 * /referido on the local ledger, signed in as the demo player (5,000 UMQ, opted in to UMQ, not to the gift): the
 * gate, the claim of 500 UMQ (checked on the ledger) and the referral email through the local provider.
 */
const meta = { title: 'Screens/Referral', ...screenMeta({ route: '/referido', signedIn: true }) };
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const ME = DEVNET_ADDRESSES.demoPlayers[0];
const AIRDROP = LOCALNET_IDS.apps.airdrop;
const claimButton = (canvas: Canvas) => canvas.findByRole('button', { name: es.referral.claim }, { timeout: 10_000 });
const received = async (): Promise<RecordedReferralEvent[]> =>
  (await fetch(`${LOCALNET_URLS.algod}${LOCALNET_REFERRAL_PATHS.record}`)).json();

/** 'Activar Regalo' through the paid path, until 'Reclamar UMQ' is offered. */
async function activate(canvas: Canvas) {
  await passGateStep(canvas, es.referral.activate);
  await claimButton(canvas);
}

/** Activates and claims, until the referral section shows. */
async function claim(canvas: Canvas) {
  await activate(canvas);
  await userEvent.click(await claimButton(canvas));
  await confirmPaid();
  await toastSaying(es.referral.claimedToast);
  await canvas.findByRole('button', { name: es.referral.sendEmail }, { timeout: 10_000 });
}

/** Fills the referral form and presses 'Enviar correo'. */
async function sendEmail(canvas: Canvas, email: string, invited = 'AMIGO-7') {
  await userEvent.type(canvas.getByLabelText(es.referral.email), email);
  await userEvent.type(canvas.getByLabelText(es.referral.invited), invited);
  await userEvent.click(canvas.getByRole('button', { name: es.referral.sendEmail }));
}

/** Not activated: the title, the gift and its dates, the gate with the UMQ opt-in done and 'Activar Regalo' next. */
export const NotActivated: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: es.referral.title }, { timeout: 10_000 }),
    ).toBeVisible();
    const steps = within(await canvas.findByRole('list', { name: es.gate.steps }, { timeout: 10_000 }));
    await waitFor(() => expect(steps.getByText(ledgerCopy('wallet.optInValue', { asset: 'UMQ' }))).toBeVisible());
    await expect(await canvas.findByRole('button', { name: es.referral.activate }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText(ledgerCopy('news.giftBody', COPY_FIGURES))).toBeVisible();
    await expect(canvas.getByText(es.referral.notActivated)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: es.referral.claim })).toBeNull();
    await expect(canvas.queryByLabelText(es.referral.email)).toBeNull();
  },
};

/** A brand-new account: the gate offers the UMQ opt-in the claim needs first, then 'Activar Regalo'. */
export const NewAccount: Story = {
  loaders: [seedEmptyAccount],
  play: async ({ canvas, loaded }) => {
    await fund((loaded as { address: string }).address);
    await passGateStep(canvas, ledgerCopy('wallet.optInValue', { asset: 'UMQ' }));
    await expect(await canvas.findByRole('button', { name: es.referral.activate }, { timeout: 10_000 })).toBeVisible();
  },
};

/** Activated: 'Activar Regalo' went through the paid path and 'Reclamar UMQ' is offered. */
export const CanClaim: Story = {
  play: async ({ canvas }) => {
    await activate(canvas);
    await expect(canvas.getByText(es.referral.canClaim)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: es.gate.steps })).toBeNull();
    await expect((await getLocalState(ME, AIRDROP))?.has_claimed).toBe(0n);
  },
};

/**
 * 'Reclamar UMQ': the confirmation names the airdrop app in full; the toast carries the txId, which stays in
 * localStorage; the ledger shows exactly +500 UMQ and has_claimed set; the referral section appears.
 */
export const Claim: Story = {
  beforeEach: () => localStorage.removeItem('txId'),
  play: async ({ canvas }) => {
    await activate(canvas);
    const before = await umqOnLedger(ME);
    await userEvent.click(await claimButton(canvas));
    await confirmPaid(async (modal) => {
      await expect(modal.getByText(es.referral.claimValue)).toBeInTheDocument();
      await expect(modal.getByText(getApplicationAddress(AIRDROP).toString())).toBeInTheDocument();
    });
    const toast = (await toastSaying(es.referral.claimedToast)).closest('button')!;
    const txId = localStorage.getItem('txId');
    await expect(txId).toMatch(/^[A-Z2-7]{52}$/);
    await expect(toast).toHaveTextContent(`${txId!.slice(0, 6)}…${txId!.slice(-4)}`);
    await expect(await umqOnLedger(ME)).toBe(before! + 500n * UMQ_UNIT);
    await expect((await getLocalState(ME, AIRDROP))?.has_claimed).toBe(1n);
    await expect(canvas.getByText(es.referral.claimed)).toBeVisible();
    const code = canvas.getByRole('group', { name: es.referral.code });
    await expect(code).toHaveTextContent(`${ME.slice(0, 6)}…${ME.slice(-4)}`);
    await expect(within(code).getByRole('button', { name: es.ui.copyAddress })).toBeVisible();
    await expect(canvas.getByLabelText(es.referral.email)).toHaveAttribute('type', 'email');
    await expect(canvas.queryByRole('button', { name: es.referral.claim })).toBeNull();
  },
};

/**
 * Holds algod's answers about the player's gift state until `release()` (then the ledger answers as it stands);
 * `asked` resolves once the app has asked. A gate, not a delay: what lands meanwhile does not race a clock.
 */
function holdGiftStateReads(msw: MswApi) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const wasAsked = new Promise<void>((resolve) => (asked = resolve));
  msw.use(
    http.get(`${LOCALNET_URLS.algod}/v2/accounts/${ME}/applications/${AIRDROP}`, async () => {
      asked();
      await released;
      return undefined; // on to the story's ledger
    }),
  );
  return { asked: wasAsked, release };
}

/**
 * Claimed in another tab while this one still offered 'Reclamar UMQ': the press reads the ledger again first (held
 * back here until the other tab's claim has landed), says 'Ya reclamaste tus tokens.' and signs nothing.
 */
export const AlreadyClaimed: Story = {
  play: async ({ canvas, msw }) => {
    await activate(canvas);
    const read = holdGiftStateReads(msw);
    await userEvent.click(await claimButton(canvas));
    await read.asked;
    await signAndSubmit(mnemonicToSecretKey(DEMO_USER.mnemonic), buildClaimAirdrop);
    read.release();
    const umq = await umqOnLedger(ME);
    await expect(await toastSaying(es.errors.airdropAlreadyClaimed)).toBeInTheDocument();
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(await canvas.findByLabelText(es.referral.email, {}, { timeout: 10_000 })).toBeVisible();
    await expect(await umqOnLedger(ME)).toBe(umq);
  },
};

/** The node refuses the claim: 'Error al reclamar el Airdrop.' with the reason; still claimable, nothing moved. */
export const ClaimFails: Story = {
  play: async ({ canvas }) => {
    await activate(canvas);
    const umq = await umqOnLedger(ME);
    await injectFault('submitRefused');
    await userEvent.click(await claimButton(canvas));
    await confirmPaid();
    const message = ledgerCopy('referral.claimFailed', { reason: es.errors.reasonUnknown });
    await expect(await toastSaying(message)).toBeInTheDocument();
    await expect(message.startsWith(es.errors.airdropClaim)).toBe(true);
    await expect(await claimButton(canvas)).toBeEnabled();
    await expect(await umqOnLedger(ME)).toBe(umq);
  },
};

/** 'Enviar correo': the local provider receives {email, phone: '', referido: the address, invited} with a bearer. */
export const EmailSent: Story = {
  play: async ({ canvas }) => {
    await claim(canvas);
    await sendEmail(canvas, 'ana@example.com');
    await expect(await toastSaying(es.referral.emailSent)).toBeInTheDocument();
    const [event] = await received();
    await expect(event.body).toEqual({ email: 'ana@example.com', phone: '', referido: ME, invited: 'AMIGO-7' });
    await expect(event.authorization).toMatch(/^Bearer \S+$/);
  },
};

/** The provider is slow: 'Enviar correo' is locked and says it is sending; a second press sends nothing more. */
export const EmailSending: Story = {
  parameters: { ledger: { faults: ['referralStalls'] } },
  play: async ({ canvas }) => {
    await claim(canvas);
    await sendEmail(canvas, 'ana@example.com');
    const button = canvas.getByRole('button', { name: es.referral.sendEmail });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(es.referral.sending)).toBeVisible();
    await userEvent.click(button);
    await expect(await received()).toEqual([]);
  },
};

/** The email provider fails (500 behind the proxy): 'Error enviando el correo.' on the form and in a toast. */
export const EmailProviderFails: Story = {
  parameters: { ledger: { faults: ['referral500'] } },
  play: async ({ canvas }) => {
    await claim(canvas);
    await sendEmail(canvas, 'ana@example.com');
    await expect(await toastSaying(es.errors.referralEmail)).toBeInTheDocument();
    const section = within(canvas.getByRole('region', { name: es.referral.referralTitle }));
    await expect(section.getByRole('alert')).toHaveTextContent(es.errors.referralEmail);
    await expect(await received()).toEqual([]);
  },
};

/** Not an email: refused under the field, as an input of type email would; nothing reaches the provider. */
export const InvalidEmail: Story = {
  play: async ({ canvas }) => {
    await claim(canvas);
    await sendEmail(canvas, 'ana@');
    await expect(canvas.getByLabelText(es.referral.email)).toHaveAccessibleDescription(es.referral.invalidEmail);
    await expect(await received()).toEqual([]);
  },
};

/** The opt-ins cannot be read: the gate says so, and the gift card claims nothing about the gift's state. */
export const LedgerUnreadable: Story = {
  parameters: { ledger: { faults: ['appState500'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(es.gate.readFailed, {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText(ledgerCopy('news.giftBody', COPY_FIGURES))).toBeVisible();
    await expect(canvas.queryByText(es.referral.notActivated)).toBeNull();
    await expect(canvas.queryByRole('button', { name: es.referral.claim })).toBeNull();
  },
};

/** Not signed in: the connect-your-wallet message. */
export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(es.common.connectToContinue)).toBeVisible();
  },
};
