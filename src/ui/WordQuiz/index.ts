export { WordQuiz } from './WordQuiz';
export type { WordQuizProps } from './WordQuiz';
