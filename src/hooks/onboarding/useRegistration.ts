import { useCallback, useEffect, useState } from 'react';
import { t } from '../../i18n';
import { preloadRoute } from '../preload';
import { registrationFailureMessage, useWallet } from '../session';
import { useToasts } from '../toasts';
import { checkRegistration, type FieldProblem, type RegistrationField, type RegistrationValues } from './validation';

/** The screens of SPEC §2's four steps before "done": the form, the words (or the import notice), the quiz. */
export type RegistrationStep = 'form' | 'words' | 'verify';

/** A registration problem: on a form field, or about saving ('form'). */
export type RegistrationProblem = FieldProblem<RegistrationField | 'form'>;

const EMPTY: RegistrationValues = { mode: 'create', username: '', password: '', confirm: '', mnemonic: '' };

/**
 * The /register flow (SPEC §2, §4, §5): validates the form, creates or reads the account (a stored username is replaced only with
 * its wallet's password), walks through the words and the 3-word check, then stores the wallet under the password, toasts
 * 'Cuenta activada' and calls `onActivated`. Leaving at any point wipes the pending key (cancelRegistration).
 */
export function useRegistration(initialMode: RegistrationValues['mode'], onActivated: () => void) {
  const wallet = useWallet();
  const { beginRegistration, verifyWords, setPassword, cancelRegistration, openRegistration, pending } = wallet;
  const { show } = useToasts();
  const [values, setValues] = useState<RegistrationValues>({ ...EMPTY, mode: initialMode });
  const [step, setStep] = useState<RegistrationStep>('form');
  const [problem, setProblem] = useState<RegistrationProblem | null>(null);
  const [busy, setBusy] = useState(false);
  /** The username whose stored wallet the user may replace, once they give its password. */
  const [replacing, setReplacing] = useState<string | null>(null);
  /** Why the password given for the stored wallet did not allow replacing it. */
  const [replaceError, setReplaceError] = useState<string | undefined>();
  const [answers, setAnswers] = useState<string[]>([]);
  const [quizError, setQuizError] = useState<string | undefined>();

  // Leaving /register before the end (Back, a link, the browser) must not leave a key behind.
  useEffect(() => () => cancelRegistration(), [cancelRegistration]);
  // While the screen is open the auto-lock rules watch it: idle, hidden or a logout elsewhere discard the draft and
  // send the screen away (src/app/LockRedirect), which takes the typed password and words with this hook's state.
  useEffect(() => openRegistration(), [openRegistration]);

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
      const result = await beginRegistration(username, {
        mnemonic: values.mode === 'recover' ? values.mnemonic : undefined,
        replacing: storedPassword,
      });
      setBusy(false);
      if (result === true) {
        setReplacing(null);
        setReplaceError(undefined);
        setAnswers(['', '', '']);
        setQuizError(undefined);
        setStep('words');
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
    [values, beginRegistration],
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
    if (!verifyWords(answers)) {
      setQuizError(t('register.wrongWords'));
      return;
    }
    setBusy(true);
    preloadRoute('/home');
    const result = await setPassword(values.password);
    setBusy(false);
    if (result === true) {
      show({ tone: 'success', message: t('register.activated') });
      onActivated();
    } else {
      setQuizError(registrationFailureMessage(result));
    }
  }, [answers, verifyWords, setPassword, values.password, show, onActivated]);

  /** Back from the words or the quiz: the pending key is wiped and the form shows again, as the user left it. */
  const backToForm = useCallback(() => {
    cancelRegistration();
    setStep('form');
  }, [cancelRegistration]);

  return {
    values,
    change,
    toggleMode,
    problem,
    busy,
    step,
    pending,
    replacing,
    replaceError,
    submitForm,
    confirmReplace,
    keepExisting,
    toVerify: useCallback(() => setStep('verify'), []),
    answers,
    changeAnswer,
    quizError,
    submitAnswers,
    backToForm,
  };
}
