// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COPY_FIGURES, es, type CopyKey } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import { isCorrect, questionBank } from './bank';
import { seededRandom, shuffle } from './random';
import { createQuizSession } from './session';

const ids = <T extends { id: string }>(items: readonly T[]) => items.map((item) => item.id);

describe('the question bank', () => {
  it('has ten questions of four distinct options, each with its answer among them, all copy from the catalogue', () => {
    // The catalogue as the reader sees it: question 6's figures filled in ('1.000 pesos').
    const copy = new Set(Object.keys(es.quiz).map((name) => ledgerCopy(`quiz.${name}` as CopyKey, COPY_FIGURES)));
    expect(questionBank()).toHaveLength(10);
    for (const question of questionBank()) {
      expect(copy.has(question.text)).toBe(true);
      expect(new Set(question.options.map((option) => option.text)).size).toBe(4);
      for (const option of question.options) expect(copy.has(option.text)).toBe(true);
      expect(ids(question.options)).toContain(question.answerId);
    }
  });

  it('does not always put the answer in the same place', () => {
    const places = new Set(questionBank().map((q) => ids(q.options).indexOf(q.answerId)));
    expect(places.size).toBe(4);
  });
});

describe('createQuizSession', () => {
  it('keeps every question and every option exactly once', () => {
    for (const seed of [1, 2, 3, 42, 0xffffffff]) {
      const session = createQuizSession(seed);
      expect(ids(session).sort()).toEqual(ids(questionBank()).sort());
      for (const question of session) {
        const original = questionBank().find((q) => q.id === question.id)!;
        expect(question.text).toBe(original.text);
        expect([...question.options].sort((a, b) => a.id.localeCompare(b.id))).toEqual(original.options);
        expect(question.answerId).toBe(original.answerId);
      }
    }
  });

  it('gives the same order for the same seed, so a story can show a fixed quiz', () => {
    expect(createQuizSession(7)).toEqual(createQuizSession(7));
  });

  it('gives other orders for other seeds, of the questions and of the options', () => {
    const orders = new Set([1, 2, 3, 4, 5].map((seed) => ids(createQuizSession(seed)).join()));
    expect(orders.size).toBeGreaterThan(1);
    const firstOptions = new Set([1, 2, 3, 4, 5].map((seed) => ids(createQuizSession(seed)[0].options).join()));
    expect(firstOptions.size).toBeGreaterThan(1);
  });

  it('shuffles without a seed too, and leaves the bank in catalogue order', () => {
    const sessions = new Set(Array.from({ length: 5 }, () => ids(createQuizSession()).join()));
    expect(sessions.size).toBeGreaterThan(1);
    expect(ids(questionBank())).toEqual(['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9', 'q10']);
  });
});

describe('isCorrect', () => {
  it('checks the chosen option by identity, wherever the shuffle put it', () => {
    for (const seed of [1, 2, 3]) {
      for (const question of createQuizSession(seed)) {
        const right = question.options.filter((option) => isCorrect(question, option.id));
        expect(right).toHaveLength(1);
        expect(right[0].id).toBe(questionBank().find((q) => q.id === question.id)!.answerId);
      }
    }
  });

  it('refuses the option that sits where the answer was in the bank once the options moved', () => {
    const session = createQuizSession(11);
    const moved = session.find((q) => {
      const bankIndex = ids(questionBank().find((b) => b.id === q.id)!.options).indexOf(q.answerId);
      return q.options[bankIndex].id !== q.answerId;
    })!;
    const bankIndex = ids(questionBank().find((b) => b.id === moved.id)!.options).indexOf(moved.answerId);
    expect(isCorrect(moved, moved.options[bankIndex].id)).toBe(false);
  });
});

describe('shuffle', () => {
  it('is uniform enough: each of 4 items lands first about a quarter of the time', () => {
    const random = seededRandom(99);
    const firsts = [0, 0, 0, 0];
    for (let i = 0; i < 4000; i++) firsts[shuffle([0, 1, 2, 3], random)[0]]++;
    for (const count of firsts) expect(count).toBeGreaterThan(850);
  });
});
