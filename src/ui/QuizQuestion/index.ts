export { QuizQuestion } from './QuizQuestion';
export type { QuizQuestionData, QuizQuestionProps } from './QuizQuestion';
