import { questionBank, type QuizQuestion } from './bank';
import { randomSeed, seededRandom, shuffle } from './random';

/**
 * The questions of one quiz session: the bank's order and each question's options shuffled. A fixed `seed` gives
 * a fixed order (stories, tests); without one every session gets its own.
 */
export function createQuizSession(seed: number = randomSeed()): QuizQuestion[] {
  const random = seededRandom(seed);
  return shuffle(questionBank(), random).map((question) => ({
    ...question,
    options: shuffle(question.options, random),
  }));
}
