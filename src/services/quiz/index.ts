/** The weekly quiz: its question bank and sessions, answer timing and the on-chain ranking (SPEC §3, §4, §9). */
export { isCorrect } from './bank';
export type { QuizOption, QuizQuestion } from './bank';
export { createQuizSession } from './session';
export { answerTimer, elapsedCentiseconds, formatQuizTime } from './time';
export type { AnswerTimer } from './time';
export { buildRanking, rankingEntry } from './ranking';
export type { Ranking, RankedEntry, RankingEntry } from './ranking';
export { rankTop, standingOf, topEntries } from './top';
export type { Standing } from './top';
