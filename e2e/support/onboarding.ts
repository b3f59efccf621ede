/** The onboarding steps every journey starts with, driven through the UI as a user would. */
import { expect, type Page } from '@playwright/test';
import { es } from '../../src/i18n/es.ts';

export const PASSWORD = 'Mox9clave!';
export const wordLabel = (n: number) => es.register.wordNumber.replace('{n}', String(n));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Any quiz label, e.g. 'Palabra n.º 7', built from the catalogue. */
const ANY_WORD_LABEL = new RegExp(`^${es.register.wordNumber.split('{n}').map(escape).join('(\\d+)')}$`);
export const ADDRESS = /^[A-Z2-7]{58}$/;

/** Opens /register; on the tab's first visit the terms must be accepted, later visits go straight to the form. */
export async function openRegister(page: Page, firstVisit = true) {
  await page.goto('/register');
  const terms = page.getByRole('dialog', { name: es.terms.title });
  if (!firstVisit) {
    await expect(page.getByLabel(es.register.username)).toBeVisible();
    await expect(terms).toHaveCount(0);
    return;
  }
  await expect(terms.getByRole('button', { name: es.terms.continue })).toBeDisabled();
  await terms.getByText(es.terms.accept).click();
  await terms.getByRole('button', { name: es.terms.continue }).click();
  await expect(terms).toBeHidden();
}

export async function fillForm(page: Page, username: string, password: string, mnemonic?: string) {
  await page.getByLabel(es.register.username).fill(username);
  await page.getByLabel(es.register.password, { exact: true }).fill(password);
  await page.getByLabel(es.register.confirmPassword).fill(password);
  if (mnemonic !== undefined) {
    await page.getByRole('button', { name: es.register.toRecover }).click();
    await page.getByLabel(es.register.mnemonic).fill(mnemonic);
    await page.getByRole('button', { name: es.register.submitRecover }).click();
  } else {
    await page.getByRole('button', { name: es.register.submitCreate }).click();
  }
}

/** Types the words the quiz asks for (read from its labels) and submits. */
export async function answerQuiz(page: Page, words: readonly string[]) {
  await expect(page.getByRole('heading', { name: es.register.verifyTitle })).toBeVisible();
  const labels = await page.getByText(ANY_WORD_LABEL).allTextContents();
  expect(labels).toHaveLength(3);
  for (const label of labels) {
    const n = Number(label.match(ANY_WORD_LABEL)?.[1]);
    await page.getByLabel(wordLabel(n), { exact: true }).fill(words[n - 1]);
  }
  await page.getByRole('button', { name: es.register.verify }).click();
}

/** The signed-in address /home shows (whole in the chip's title). */
export async function homeAddress(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/home$/);
  const chip = page.getByTitle(ADDRESS);
  await expect(chip).toBeVisible();
  return (await chip.getAttribute('title')) ?? '';
}

/** Creates a wallet through /register and returns its words and the address /home shows. */
export async function createWallet(page: Page, username: string) {
  await openRegister(page);
  await fillForm(page, username, PASSWORD);
  const list = page.getByRole('list', { name: es.register.wordsTitle });
  await expect(list.getByRole('listitem')).toHaveCount(25);
  const words = (await list.getByRole('listitem').allInnerTexts()).map((text) => text.trim().split(/\s+/).pop() ?? '');
  await expect(page.getByText(es.register.wordsWarning)).toBeVisible();
  await page.getByRole('button', { name: es.register.wordsDone }).click();
  await answerQuiz(page, words);
  await expect(page.getByText(es.register.activated)).toBeVisible();
  return { words, address: await homeAddress(page) };
}

export async function logout(page: Page) {
  await page.getByRole('button', { name: es.common.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
}

export async function login(page: Page, username: string, password: string) {
  await page.getByLabel(es.login.username).fill(username);
  await page.getByLabel(es.login.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: es.login.submit, exact: true }).click();
}
