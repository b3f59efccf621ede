import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { es } from '../../src/i18n';
import { saveWallet } from '../../src/services/vault';
import { makeLegacyRecord, writeRawRecord } from '../../src/services/vault/testRecords';
import { DEMO_USER, screenMeta, seedDemoVault } from '../support';
import { expectFieldError, expectToast, freshUsername, SCREEN_LOAD } from './onboardingSteps';

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
  await userEvent.type(await canvas.findByLabelText(es.login.username, {}, SCREEN_LOAD), username);
  await userEvent.type(canvas.getByLabelText(es.login.password), password);
  await userEvent.click(canvas.getByRole('button', { name: es.login.submit }));
};

/** Empty form: the two fields with their autocomplete hints, and the links to /register and /. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: es.login.title }, SCREEN_LOAD)).toBeVisible();
    await expect(canvas.getByLabelText(es.login.username)).toHaveAttribute('autocomplete', 'username');
    await expect(canvas.getByLabelText(es.login.password)).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByLabelText(es.login.password)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('link', { name: es.login.createAccount })).toHaveAttribute('href', '/register');
    await expect(canvas.getByRole('link', { name: es.login.back })).toHaveAttribute('href', '/');
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
    await userEvent.click(await canvas.findByRole('button', { name: es.login.submit }, SCREEN_LOAD));
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

/** Already signed in (back from /home): /login has nothing to unlock and goes straight to /home. */
export const AlreadySignedIn: Story = {
  args: { route: '/login', signedIn: true },
  loaders: [seedDemoVault],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: es.home.title }, SCREEN_LOAD)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: es.login.submit })).toBeNull();
  },
};
