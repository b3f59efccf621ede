import { Button } from '../Button';
import { Notice } from '../Notice';
import { StatusLine } from '../StatusLine';

/** Props of {@link FormSubmit}. */
export interface FormSubmitProps {
  /** The submit button's text. */
  label: string;
  /** A slow step is running: the button shows its spinner and ignores presses, and `progress` is announced. */
  busy: boolean;
  /** What the slow step is doing ('Desbloqueando tu billetera…'). */
  progress: string;
  /** A refusal that belongs to the whole form rather than one field, announced as an alert. */
  error?: string;
}

/** The end of a form: its form-wide error, the submit button and the live progress line under it. */
export function FormSubmit({ label, busy, progress, error }: FormSubmitProps) {
  return (
    <>
      {error && (
        <div role="alert">
          <Notice tone="error">{error}</Notice>
        </div>
      )}
      <Button type="submit" size="lg" fullWidth loading={busy}>
        {label}
      </Button>
      <StatusLine message={busy ? progress : undefined} />
    </>
  );
}
