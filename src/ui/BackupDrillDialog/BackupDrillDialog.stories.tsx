import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { es } from '../../i18n';
import { BackupDrillDialog } from './BackupDrillDialog';

const meta = {
  title: 'UI/Security/BackupDrillDialog',
  component: BackupDrillDialog,
  args: {
    stage: 'ask',
    positions: [3, 10, 22],
    answers: ['', '', ''],
    wrong: false,
    unlock: { busy: false, problem: null, passkey: false },
    onPassword: fn(),
    onPasskey: fn(),
    onChange: fn(),
    onCheck: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof BackupDrillDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog', { name: es.security.drillTitle });

/** First, confirm it is you. */
export const Ask: Story = {
  play: async () => {
    await waitFor(() => expect(within(dialog()).getByLabelText(es.login.password)).toBeVisible());
  },
};

/** Three positions, asked as the registration asks them (1-based). */
export const Quiz: Story = {
  args: { stage: 'quiz' },
  play: async ({ args }) => {
    const modal = within(dialog());
    await waitFor(() => expect(modal.getByLabelText('Palabra n.º 4')).toBeVisible());
    await userEvent.click(modal.getByRole('button', { name: es.register.verify }));
    await expect(args.onCheck).toHaveBeenCalledOnce();
  },
};

/** Wrong words: 'Palabras incorrectas' and what to do without the paper. */
export const Wrong: Story = {
  args: { stage: 'quiz', wrong: true, answers: ['uno', 'dos', 'tres'] },
  play: async () => {
    const modal = within(dialog());
    await expect(modal.getByRole('alert')).toHaveTextContent(es.register.wrongWords);
    await waitFor(() => expect(modal.getByText(es.security.drillWrong)).toBeVisible());
  },
};

/** Passed. */
export const Passed: Story = {
  args: { stage: 'passed' },
  play: async () => {
    await expect(within(dialog()).getByRole('status')).toHaveTextContent(es.security.drillPassed);
  },
};
