export { QuizScreen } from './QuizScreen';
