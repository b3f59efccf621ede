import { createContext, useContext } from 'react';

/**
 * A fixed seed for the quiz's question and option order. The app never provides one (every session is shuffled
 * afresh); a screen story does, so what it shows and clicks is the same on every run.
 */
export const QuizSeed = createContext<number | undefined>(undefined);

/** The seed in force, if any. */
export const useQuizSeed = () => useContext(QuizSeed);
