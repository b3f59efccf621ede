import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { es } from '../../src/i18n';
import { onboardingCopy } from '../../src/i18n/onboarding';
import { legalLinks } from '../../src/services/config/links';
import { saveWallet, unlockWallet } from '../../src/services/vault';
import { DEMO_USER, screenMeta } from '../support';
import {
  acceptTerms,
  answerQuiz,
  expectFieldError,
  expectToast,
  fillRegistration,
  freshUsername,
  readShownWords,
} from './onboardingSteps';

const PASSWORD = 'Nueva9clave!';
const DEMO_WORDS = DEMO_USER.mnemonic.split(' ');

const meta = {
  title: 'Screens/Register',
  ...screenMeta({ route: '/register' }),
  // Terms are remembered per tab; every story starts as a first visit.
  loaders: [() => sessionStorage.clear()],
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Loader: the demo wallet already stored under a fresh username, so registering that name must ask first. */
const seedTakenUsername = async () => {
  const username = freshUsername('tomado');
  await saveWallet(username, DEMO_USER.mnemonic, DEMO_USER.password);
  return { username };
};

/** First visit: the terms come first; 'Continuar' waits for the box; then the create form shows. */
export const TermsFirst: Story = {
  play: async ({ canvas }) => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: es.terms.title }));
    await expect(dialog.getByRole('button', { name: es.terms.continue })).toBeDisabled();
    await expect(dialog.getByRole('link', { name: new RegExp(es.terms.termsLink) })).toHaveAttribute(
      'href',
      legalLinks().terms,
    );
    await expect(dialog.getByRole('link', { name: new RegExp(es.terms.privacyLink) })).toHaveAttribute(
      'href',
      legalLinks().privacy,
    );
    await acceptTerms();
    await expect(canvas.getByRole('heading', { level: 1, name: es.register.createTitle })).toBeVisible();
    await expect(canvas.getByLabelText(es.register.username)).toBeVisible();
    await expect(canvas.queryByLabelText(es.register.mnemonic)).toBeNull();
  },
};

/** Closing the terms without accepting leads back to /login. */
export const TermsDeclined: Story = {
  play: async ({ canvas }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: es.terms.title });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByRole('heading', { level: 1, name: es.login.title })).toBeVisible();
  },
};

/** Passwords that differ: 'Las contraseñas no coinciden' on the confirmation, which gets focus. */
export const PasswordMismatch: Story = {
  play: async ({ canvas }) => {
    await acceptTerms();
    await fillRegistration(canvas, { username: freshUsername('ana'), password: PASSWORD, confirm: 'Nueva9clave?' });
    await expectFieldError(canvas, es.register.confirmPassword, es.register.passwordMismatch);
  },
};

/** A password without a symbol: the create rule's message on the password field. */
export const PasswordRule: Story = {
  play: async ({ canvas }) => {
    await acceptTerms();
    await fillRegistration(canvas, { username: freshUsername('ana'), password: 'Nueva9clave' });
    await expectFieldError(canvas, es.register.password, es.register.passwordRule);
  },
};

/** Create: the 25 numbered words with both warnings; back wipes them and returns to the filled form. */
export const CreateShowsWords: Story = {
  play: async ({ canvas }) => {
    await acceptTerms();
    const username = freshUsername('ana');
    await fillRegistration(canvas, { username, password: PASSWORD });
    const words = await readShownWords(canvas);
    await expect(words).toHaveLength(25);
    await expect(canvas.getByText(es.register.wordsWarning)).toBeVisible();
    await expect(canvas.getByText(es.register.wordsEnglish)).toBeVisible();
    await expect(
      canvas.getByRole('list', { name: es.register.steps }).querySelector('[aria-current="step"]'),
    ).toHaveTextContent(es.register.stepWords);
    await userEvent.click(canvas.getByRole('button', { name: es.register.back }));
    await expect(await canvas.findByLabelText(es.register.username)).toHaveValue(username);
    await expect(canvas.queryByRole('list', { name: es.register.wordsTitle })).toBeNull();
  },
};

/** Wrong words at the check: 'Palabras incorrectas', focus on the first answer, nothing saved. */
export const VerifyWrongWords: Story = {
  play: async ({ canvas }) => {
    await acceptTerms();
    const username = freshUsername('ana');
    await fillRegistration(canvas, { username, password: PASSWORD });
    const words = await readShownWords(canvas);
    await userEvent.click(canvas.getByRole('button', { name: es.register.wordsDone }));
    await answerQuiz(canvas, words, (word) => `${word}x`);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(es.register.wrongWords);
    await waitFor(() => expect(canvas.getAllByRole('textbox')[0]).toHaveFocus());
    await expect(unlockWallet(username, PASSWORD)).rejects.toMatchObject({ kind: 'notFound' });
  },
};

/** The whole create flow: words → the 3 asked (any case, spaces around) → 'Cuenta activada'; the wallet unlocks. */
export const CreateAndActivate: Story = {
  play: async ({ canvas }) => {
    await acceptTerms();
    const username = freshUsername('ana');
    await fillRegistration(canvas, { username, password: PASSWORD });
    const words = await readShownWords(canvas);
    await userEvent.click(canvas.getByRole('button', { name: es.register.wordsDone }));
    await answerQuiz(canvas, words);
    await expectToast(es.register.activated);
    await waitFor(() => expect(canvas.queryByRole('heading', { level: 1, name: es.register.createTitle })).toBeNull());
    await expect(await unlockWallet(username, PASSWORD)).toBe(words.join(' '));
  },
};

/** Recover with a field missing: 'Revisa los campos' on the empty phrase. */
export const RecoverMissingFields: Story = {
  play: async ({ canvas }) => {
    await acceptTerms();
    await userEvent.click(canvas.getByRole('button', { name: es.register.toRecover }));
    await expect(canvas.getByRole('heading', { level: 1, name: es.register.recoverTitle })).toBeVisible();
    await fillRegistration(canvas, { username: freshUsername('ana'), password: PASSWORD, mnemonic: '' });
    await expectFieldError(canvas, es.register.mnemonic, es.register.checkFields);
  },
};

/** Recover with a word outside the list: 'Mnemonic inválido', still on the form. */
export const RecoverInvalidMnemonic: Story = {
  play: async ({ canvas }) => {
    await acceptTerms();
    await userEvent.click(canvas.getByRole('button', { name: es.register.toRecover }));
    const bad = [...DEMO_WORDS.slice(0, 24), 'moxwallet'].join(' ');
    await fillRegistration(canvas, { username: freshUsername('ana'), password: PASSWORD, mnemonic: bad });
    await expectFieldError(canvas, es.register.mnemonic, es.errors.invalidMnemonic);
    await expect(canvas.getByRole('button', { name: es.register.submitRecover })).toBeVisible();
  },
};

/** Recover: the imported notice (the words are not shown again), then the 3-word check and activation. */
export const RecoverAndActivate: Story = {
  play: async ({ canvas }) => {
    await acceptTerms();
    await userEvent.click(canvas.getByRole('button', { name: es.register.toRecover }));
    const username = freshUsername('ana');
    await fillRegistration(canvas, {
      username,
      password: PASSWORD,
      mnemonic: `  ${DEMO_USER.mnemonic.toUpperCase()}\n`,
    });
    await expect(await canvas.findByText(es.register.importedNotice)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: es.register.wordsTitle })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: es.register.verifyThree }));
    await answerQuiz(canvas, DEMO_WORDS);
    await expectToast(es.register.activated);
    await waitFor(async () => expect(await unlockWallet(username, PASSWORD)).toBe(DEMO_USER.mnemonic));
  },
};

/**
 * A taken username asks for the stored wallet's password: cancel keeps it; a wrong password replaces nothing and
 * says so in Spanish; its own password goes on to the words, and still nothing is replaced until they are verified.
 */
export const TakenUsername: Story = {
  loaders: [seedTakenUsername],
  play: async ({ canvas, loaded }) => {
    await acceptTerms();
    await fillRegistration(canvas, { username: loaded.username, password: PASSWORD });
    const dialog = within(await within(document.body).findByRole('dialog', { name: es.register.replaceTitle }));
    await expect(
      dialog.getByText(onboardingCopy('register.replaceBody', { username: loaded.username })),
    ).toBeInTheDocument();
    await expect(dialog.getByText(es.register.replaceNeedsPassword)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: es.common.cancel }));
    await expect(canvas.getByLabelText(es.register.username)).toHaveValue(loaded.username);
    await userEvent.click(canvas.getByRole('button', { name: es.register.submitCreate }));

    const again = within(await within(document.body).findByRole('dialog', { name: es.register.replaceTitle }));
    await userEvent.type(again.getByLabelText(es.register.replacePassword, { selector: 'input' }), 'Otra9clave!');
    await userEvent.click(again.getByRole('button', { name: es.register.replaceConfirm }));
    await expect(await again.findByText(es.register.replaceWrongPassword)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: es.register.wordsTitle })).toBeNull();
    await expect(await unlockWallet(loaded.username, DEMO_USER.password)).toBe(DEMO_USER.mnemonic);

    const field = again.getByLabelText(es.register.replacePassword, { selector: 'input' });
    await userEvent.clear(field);
    await userEvent.type(field, DEMO_USER.password);
    await userEvent.click(again.getByRole('button', { name: es.register.replaceConfirm }));
    await expect(await readShownWords(canvas)).toHaveLength(25);
    // Nothing is replaced until the words are verified.
    await expect(await unlockWallet(loaded.username, DEMO_USER.password)).toBe(DEMO_USER.mnemonic);
  },
};

/** The replacing write fails (IndexedDB refuses): 'Error al guardar cuenta', and the old wallet still unlocks. */
export const SaveFails: Story = {
  loaders: [seedTakenUsername],
  play: async ({ canvas, loaded }) => {
    await acceptTerms();
    await fillRegistration(canvas, { username: loaded.username, password: PASSWORD });
    const dialog = within(await within(document.body).findByRole('dialog', { name: es.register.replaceTitle }));
    await userEvent.type(dialog.getByLabelText(es.register.replacePassword, { selector: 'input' }), DEMO_USER.password);
    await userEvent.click(dialog.getByRole('button', { name: es.register.replaceConfirm }));
    const words = await readShownWords(canvas);
    await userEvent.click(canvas.getByRole('button', { name: es.register.wordsDone }));
    const realPut = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    try {
      await answerQuiz(canvas, words);
      await expect(await canvas.findByRole('alert')).toHaveTextContent(es.errors.saveAccount);
    } finally {
      IDBObjectStore.prototype.put = realPut;
    }
    await expect(await unlockWallet(loaded.username, DEMO_USER.password)).toBe(DEMO_USER.mnemonic);
  },
};
