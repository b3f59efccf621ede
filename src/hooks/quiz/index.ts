/** The weekly quiz (/quizz): the game, the ranking read on each new block, and the result sent on chain. */
export { useQuiz, type QuizStage } from './useQuiz';
export { useQuizGame } from './useQuizGame';
export { RANKING_POLL_MS, STANDING_POLL_MS, useQuizRanking, type QuizRanking } from './useQuizRanking';
export { RANKING_TOP, rankingView, type RankingRowView, type RankingView } from './rankingView';
export { quizSubmitRequest } from './submitRequest';
export { QuizSeed } from './QuizSeed';
