import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { es } from '../../i18n';
import { FormSubmit } from './FormSubmit';

/** The surrounding form's submit handler, so a story can tell the button really submits. */
const onSubmit = fn();

const meta = {
  title: 'UI/FormSubmit',
  component: FormSubmit,
  args: { label: es.login.submit, busy: false, progress: es.login.unlocking },
  beforeEach: () => void onSubmit.mockClear(),
  decorators: [
    (Story) => (
      <form
        style={{ display: 'grid', gap: '1rem', padding: '1rem' }}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof FormSubmit>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ready: the button submits the form; nothing is announced. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: es.login.submit }));
    await expect(onSubmit).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A slow step running: the button is busy and the progress line says what is happening. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: es.login.submit })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(es.login.unlocking);
  },
};

/** A form-wide refusal above the button, announced as an alert. */
export const WithError: Story = {
  args: { error: es.errors.wrongPasswordOrCorrupted },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(es.errors.wrongPasswordOrCorrupted);
  },
};
