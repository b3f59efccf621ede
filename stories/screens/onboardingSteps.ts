/** Steps the onboarding screen stories share: what a user does on /register and /login, through the real UI. */
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { es } from '../../src/i18n';
import { onboardingCopy } from '../../src/i18n/onboarding';

type Canvas = ReturnType<typeof within>;

/** A username no earlier story or run has used (stories share the browser's real IndexedDB). */
export const freshUsername = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;

/** Ticks the terms box and presses 'Continuar'. */
export async function acceptTerms() {
  const dialog = within(await within(document.body).findByRole('dialog', { name: es.terms.title }));
  await userEvent.click(dialog.getByRole('checkbox', { name: es.terms.accept }));
  await userEvent.click(dialog.getByRole('button', { name: es.terms.continue }));
  await expect(within(document.body).queryByRole('dialog', { name: es.terms.title })).toBeNull();
}

/** Fills the registration form (the phrase only when given, in recover mode) and submits it. */
export async function fillRegistration(
  canvas: Canvas,
  fields: { username: string; password: string; confirm?: string; mnemonic?: string },
) {
  await userEvent.type(canvas.getByLabelText(es.register.username), fields.username);
  await userEvent.type(canvas.getByLabelText(es.register.password), fields.password);
  await userEvent.type(canvas.getByLabelText(es.register.confirmPassword), fields.confirm ?? fields.password);
  if (fields.mnemonic !== undefined) {
    const area = canvas.getByLabelText(es.register.mnemonic);
    await userEvent.click(area);
    await userEvent.paste(fields.mnemonic);
  }
  const submit = fields.mnemonic === undefined ? es.register.submitCreate : es.register.submitRecover;
  await userEvent.click(canvas.getByRole('button', { name: submit }));
}

/** The 25 words as the create step shows them, in order. */
export async function readShownWords(canvas: Canvas): Promise<string[]> {
  const list = await canvas.findByRole('list', { name: es.register.wordsTitle });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => (item.textContent ?? '').trim().split(/\s+/).pop() ?? '');
}

/** Types, for every asked position, `answer(word)` — by default the right word in capitals with spaces around. */
export async function answerQuiz(
  canvas: Canvas,
  words: readonly string[],
  answer = (word: string) => ` ${word.toUpperCase()} `,
) {
  await canvas.findByRole('heading', { name: es.register.verifyTitle });
  let asked = 0;
  for (let n = 1; n <= words.length; n += 1) {
    const input = canvas.queryByLabelText(onboardingCopy('register.wordNumber', { n }));
    if (!input) continue;
    asked += 1;
    await userEvent.type(input, answer(words[n - 1]));
  }
  await expect(asked).toBe(3);
  await userEvent.click(canvas.getByRole('button', { name: es.register.verify }));
}

/** Waits for the global toast to show `text` (it fades in, so visibility is awaited too). */
export async function expectToast(text: string) {
  await waitFor(() => expect(within(document.body).getByText(text)).toBeVisible());
}

/** The form refused its input: `message` is announced, and focus is on the field labelled `label` (the one at fault). */
export async function expectFieldError(canvas: Canvas, label: string, message: string) {
  await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
  await waitFor(() => expect(canvas.getByLabelText(label)).toHaveFocus());
}
