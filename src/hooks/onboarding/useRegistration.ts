import { useCallback, useState } from 'react';
import { onboardingCopy } from '../../i18n/onboarding';
import { useRoutePreload } from '../preload';
import { useToasts } from '../toasts';
import type { RegistrationState } from './registration';
import { useRegistrationDraft } from './useRegistrationDraft';
import { registrationFailureMessage } from './registrationFailure';
import { checkRegistration, type RegistrationField, type RegistrationValues } from './registrationValidation';
import type { FieldProblem } from './validation';

/** The screens of SPEC §2's four steps before "done": the form, the words (or the import notice), the quiz. */
export type RegistrationStep = 'form' | 'words' | 'verify';

/** A registration problem: on a form field, or about saving ('form'). */
export type RegistrationProblem = FieldProblem<RegistrationField | 'form'>;

/** The screen each state shows (storing the wallet and done stay on the check, its button busy). */
const STEP: Record<RegistrationState['kind'], RegistrationStep> = {
  form: 'form',
  words: 'words',
  verify: 'verify',
  confirmed: 'verify',
  done: 'verify',
};

const EMPTY: RegistrationValues = { mode: 'create', username: '', password: '', confirm: '', mnemonic: '' };

/**
 * The /register flow (SPEC §2, §4, §5): validates the form, creates or reads the account (a stored username is replaced only with
 * its wallet's password), walks through the words and the 3-word check, then stores the wallet under the password, toasts
 * 'Cuenta activada' and calls `onActivated`. Leaving at any point wipes the draft's key (./useRegistrationDraft).
 */
export function useRegistration(
  initialMode: RegistrationValues['mode'],
  onActivated: () => void,
  initialUsername = '',
) {
  const [values, setValues] = useState<RegistrationValues>({ ...EMPTY, mode: initialMode, username: initialUsername });
  const [problem, setProblem] = useState<RegistrationProblem | null>(null);
  const [busy, setBusy] = useState(false);
  /** The username whose stored wallet the user may replace, once they give its password. */
  const [replacing, setReplacing] = useState<string | null>(null);
  /** Why the password given for the stored wallet did not allow replacing it. */
  const [replaceError, setReplaceError] = useState<string | undefined>();
  const [answers, setAnswers] = useState<string[]>([]);
  const [quizError, setQuizError] = useState<string | undefined>();
  // The lock rules discarded the registration: the typed password, confirmation and phrase and the answers go with the
  // draft, so the screen, kept hidden while /login's code loads, holds none of them.
  const {
    state,
    begin: beginDraft,
    noteWords,
    confirm,
    cancel,
  } = useRegistrationDraft(
    useCallback(() => {
      setValues((current) => ({ ...EMPTY, mode: current.mode }));
      setAnswers([]);
      setReplacing(null);
    }, []),
  );
  const { show } = useToasts();
  const preloadRoute = useRoutePreload();

  const change = useCallback((field: RegistrationField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblem((current) => (current?.field === field ? null : current));
  }, []);

  const toggleMode = useCallback(() => {
    setValues((current) => ({ ...current, mode: current.mode === 'create' ? 'recover' : 'create', mnemonic: '' }));
    setProblem(null);
  }, []);

  /** Step 1; `storedPassword` is the password of the wallet stored under the username, to replace it. */
  const begin = useCallback(
    async (storedPassword?: string) => {
      const username = values.username.trim();
      setBusy(true);
      const result = await beginDraft(username, {
        mnemonic: values.mode === 'recover' ? values.mnemonic : undefined,
        replacing: storedPassword,
      });
      setBusy(false);
      if (result === true) {
        setReplacing(null);
        setReplaceError(undefined);
        setAnswers(['', '', '']);
        setQuizError(undefined);
      } else if (result === 'usernameTaken') {
        setReplacing(username);
      } else if (storedPassword !== undefined && (result === 'wrongPassword' || result === 'corrupted')) {
        setReplaceError(registrationFailureMessage(result));
      } else {
        setReplacing(null);
        const field = result === 'invalidMnemonic' ? 'mnemonic' : 'form';
        setProblem({ field, message: registrationFailureMessage(result) });
      }
    },
    [values, beginDraft],
  );

  const submitForm = useCallback(async () => {
    const invalid = checkRegistration(values);
    setProblem(invalid);
    if (!invalid) await begin();
  }, [values, begin]);

  const confirmReplace = useCallback((storedPassword: string) => begin(storedPassword), [begin]);

  const keepExisting = useCallback(() => {
    setReplacing(null);
    setReplaceError(undefined);
  }, []);

  const changeAnswer = useCallback((index: number, value: string) => {
    setAnswers((current) => current.map((old, i) => (i === index ? value : old)));
    setQuizError(undefined);
  }, []);

  const submitAnswers = useCallback(async () => {
    setBusy(true);
    const result = await confirm(answers, values.password);
    setBusy(false);
    if (result === true) {
      show({ tone: 'success', message: onboardingCopy('register.activated') });
      onActivated();
    } else {
      setQuizError(
        result === 'wrongWords' ? onboardingCopy('register.wrongWords') : registrationFailureMessage(result),
      );
    }
  }, [answers, confirm, values.password, show, onActivated]);

  return {
    values,
    change,
    toggleMode,
    problem,
    busy,
    step: STEP[state.kind],
    /** The drafted account's words and check, from the words step on. */
    draft: 'draft' in state ? state.draft : null,
    replacing,
    replaceError,
    submitForm,
    confirmReplace,
    keepExisting,
    toVerify: useCallback(() => {
      // /home's code loads while the user types three words, not in the click that starts storing the wallet.
      preloadRoute('/home');
      noteWords();
    }, [noteWords, preloadRoute]),
    answers,
    changeAnswer,
    quizError,
    submitAnswers,
    /** Back from the words or the quiz: the draft's key is wiped and the form shows again, as the user left it. */
    backToForm: cancel,
  };
}
