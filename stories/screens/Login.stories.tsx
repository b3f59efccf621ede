import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOCK_MINUTES } from '../../src/hooks/session';
import { openSessionChannel } from '../../src/hooks/session/crossTab';
import { forgetRemembered } from '../../src/hooks/session/remembered';
import { es, t } from '../../src/i18n';
import { accountFromMnemonic } from '../../src/services/account/keys';
import { saveWallet } from '../../src/services/vault';
import { makeLegacyRecord, writeRawRecord } from '../../src/services/vault/testRecords';
import { DEMO_USER, STORY_SESSION_CHANNEL, screenMeta, seedDemoVault } from '../support';
import { expectFieldError, expectToast, freshUsername } from './onboardingSteps';

const meta = { title: 'Screens/Login', ...screenMeta({ route: '/login' }) };
export default meta;
type Story = StoryObj<typeof meta>;

/** Loader: a wallet of the demo phrase under a fresh username, saved by the real vault (600 000 iterations). */
const seedWallet = async () => {
  const username = freshUsername('ana');
  await saveWallet(username, DEMO_USER.mnemonic, DEMO_USER.password);
  return { username };
};

type Canvas = ReturnType<typeof within>;
const signIn = async (canvas: Canvas, username: string, password: string) => {
  await userEvent.type(await canvas.findByLabelText(es.login.username), username);
  await userEvent.type(canvas.getByLabelText(es.login.password), password);
  await userEvent.click(canvas.getByRole('button', { name: es.login.submit }));
};

/** Empty form: the two fields with their autocomplete hints, and the links to /register and /. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: es.login.title })).toBeVisible();
    await expect(canvas.getByLabelText(es.login.username)).toHaveAttribute('autocomplete', 'username');
    await expect(canvas.getByLabelText(es.login.password)).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByLabelText(es.login.password)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('link', { name: es.login.createAccount })).toHaveAttribute('href', '/register');
    await expect(canvas.getByRole('link', { name: es.login.back })).toHaveAttribute('href', '/');
    await expect(canvas.queryByText(es.lock.again, { exact: false })).toBeNull(); // a normal visit: no lock notice
  },
};

/** A password outside the spec's format is refused before any unlock, on the password field, which gets focus. */
export const PasswordFormat: Story = {
  play: async ({ canvas }) => {
    await signIn(canvas, 'ana', 'corta1');
    await expectFieldError(canvas, es.login.password, es.login.passwordRule);
    await expect(canvas.getByLabelText(es.login.password)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: es.login.submit })).not.toHaveAttribute('aria-busy');
  },
};

/** An empty username is asked for first. */
export const MissingUsername: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: es.login.submit }));
    await expectFieldError(canvas, es.login.username, es.login.usernameRequired);
  },
};

/** No wallet under that username: '⚠️ Cuenta no encontrada' on the username field. */
export const UnknownUser: Story = {
  play: async ({ canvas }) => {
    await signIn(canvas, freshUsername('nadie'), DEMO_USER.password);
    await expectFieldError(canvas, es.login.username, es.errors.accountNotFound);
  },
};

/** The right username with another valid password: '❌ Contraseña incorrecta', the password focused to retype. */
export const WrongPassword: Story = {
  loaders: [seedWallet],
  play: async ({ canvas, loaded }) => {
    await signIn(canvas, loaded.username, 'Secreto9!');
    await expectFieldError(canvas, es.login.password, es.errors.wrongPassword);
  },
};

/** A record that is not JSON (written raw into IndexedDB): the spec's "any other failure" message. */
export const CorruptedRecord: Story = {
  loaders: [
    async () => {
      const username = freshUsername('roto');
      await writeRawRecord(username, '{"salt":"AAAA","iv":');
      return { username };
    },
  ],
  play: async ({ canvas, loaded }) => {
    await signIn(canvas, loaded.username, DEMO_USER.password);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(es.errors.wrongPasswordOrCorrupted);
  },
};

/** A legacy record (150 000 iterations) that decrypts to 24 words: 'Mnemonic inválido', no session. */
export const TwentyFourWords: Story = {
  loaders: [
    async () => {
      const username = freshUsername('corto');
      const words = DEMO_USER.mnemonic.split(' ').slice(0, 24).join(' ');
      await writeRawRecord(username, await makeLegacyRecord(words, DEMO_USER.password, 150_000));
      return { username };
    },
  ],
  play: async ({ canvas, loaded }) => {
    await signIn(canvas, loaded.username, DEMO_USER.password);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(es.errors.invalidMnemonic);
    await expect(canvas.getByRole('heading', { level: 1, name: es.login.title })).toBeVisible();
  },
};

/** The right credentials: the unlock shows its progress, then '✅ Sesión iniciada' and the app leaves /login. */
export const SignsIn: Story = {
  loaders: [seedWallet],
  play: async ({ canvas, loaded }) => {
    await signIn(canvas, loaded.username, DEMO_USER.password);
    await expect(canvas.getByRole('button', { name: es.login.submit })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(es.login.unlocking)).toBeVisible();
    await expectToast(es.login.success);
    await waitFor(() => expect(canvas.queryByRole('heading', { level: 1, name: es.login.title })).toBeNull());
  },
};

/** The address of the demo phrase, worked out by algosdk as the app does. */
const demoAddress = () => accountFromMnemonic(DEMO_USER.mnemonic).account.address;

/**
 * 'Recordar mi dirección' ticked: after the sign-in the address (nothing else) is saved as the spec's
 * `accountAddress`; the next visit starts with the box ticked.
 */
export const RemembersAddress: Story = {
  loaders: [seedWallet],
  beforeEach: forgetRemembered,
  play: async ({ canvas, loaded }) => {
    const box = await canvas.findByRole('checkbox', { name: es.login.remember });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await signIn(canvas, loaded.username, DEMO_USER.password);
    await expectToast(es.login.success);
    await waitFor(() => expect(localStorage.getItem('accountAddress')).toBe(demoAddress()));
  },
};

/** Left unticked: nothing is written, and an address saved earlier is dropped (the user no longer asks for it). */
export const DoesNotRememberAddress: Story = {
  loaders: [seedWallet],
  // An address saved earlier, as a version that kept only the spec's `accountAddress` left it (no username to fill in).
  beforeEach: () => {
    forgetRemembered();
    localStorage.setItem('accountAddress', 'una dirección anterior');
  },
  play: async ({ canvas, loaded }) => {
    const box = await canvas.findByRole('checkbox', { name: es.login.remember });
    await expect(box).toBeChecked();
    await userEvent.click(box);
    await signIn(canvas, loaded.username, DEMO_USER.password);
    await expectToast(es.login.success);
    await waitFor(() => expect(localStorage.getItem('accountAddress')).toBeNull());
  },
};

/** Already signed in (back from /home): /login has nothing to unlock and goes straight to /home. */
export const AlreadySignedIn: Story = {
  args: { route: '/login', signedIn: true },
  loaders: [seedDemoVault],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: es.home.title })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: es.login.submit })).toBeNull();
  },
};

/** Runs `event` with the page's clock `minutes` ahead, as after that long away (the lock compares Date.now()). */
function minutesLater(minutes: number, event: () => void) {
  const now = Date.now;
  Date.now = () => now() + minutes * 60_000;
  try {
    event();
  } finally {
    Date.now = now;
  }
}

/** Hides or shows the page as the browser does when its tab is switched away and back. */
function setTabHidden(hidden: boolean) {
  if (hidden) Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
  else delete (document as { hidden?: boolean }).hidden; // back to the real (visible) getter
  document.dispatchEvent(new Event('visibilitychange'));
}

/**
 * Signed in on /home, then locked by `lock`: /login says why, with the username filled in and the password focused;
 * `then` goes on from there.
 */
const lockedStory = (lock: () => void, notice: string, then?: (canvas: Canvas) => Promise<void>): Story => ({
  args: { route: '/home', signedIn: true },
  loaders: [seedDemoVault],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: es.home.title })).toBeVisible();
    lock();
    await expect(await canvas.findByRole('heading', { level: 1, name: es.login.title })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(`${notice} ${es.lock.again}`);
    await expect(canvas.getByLabelText(es.login.username)).toHaveValue(DEMO_USER.username);
    await waitFor(() => expect(canvas.getByLabelText(es.login.password)).toHaveFocus());
    await then?.(canvas);
  },
});

/** 15 minutes without touching the page: the session locks (here the clock jumps and the page regains focus). */
export const LockedIdle = lockedStory(
  () => minutesLater(LOCK_MINUTES.idle, () => window.dispatchEvent(new Event('focus'))),
  t('lock.idle', { minutes: LOCK_MINUTES.idle }),
);

/** The tab comes back after more than 5 minutes hidden. */
export const LockedHidden = lockedStory(
  () => {
    setTabHidden(true);
    minutesLater(LOCK_MINUTES.hidden + 1, () => setTabHidden(false));
  },
  t('lock.hidden', { minutes: LOCK_MINUTES.hidden }),
);

/** Logged out in another tab (its end of the channel announces it); the password alone opens the session again. */
export const LockedElsewhere = lockedStory(
  () => {
    const otherTab = openSessionChannel(() => undefined, STORY_SESSION_CHANNEL);
    otherTab.announceLogout();
    otherTab.close();
  },
  es.lock.elsewhere,
  async (canvas) => {
    await userEvent.type(canvas.getByLabelText(es.login.password), DEMO_USER.password);
    await userEvent.click(canvas.getByRole('button', { name: es.login.submit }));
    await expect(await canvas.findByRole('heading', { level: 1, name: es.home.title })).toBeVisible();
    await expect(canvas.queryByText(es.lock.again, { exact: false })).toBeNull();
  },
);
