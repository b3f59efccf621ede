import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent } from 'storybook/test';
import { es } from '../../i18n';
import { sampleData } from '../fixtures';
import { ReferralForm } from './ReferralForm';

const meta = {
  title: 'UI/ReferralForm',
  component: ReferralForm,
  parameters: { layout: 'padded' },
  args: { address: sampleData.address, status: 'idle', onSend: fn() },
  beforeEach: () => {
    const spy = spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    return () => spy.mockRestore();
  },
} satisfies Meta<typeof ReferralForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ready: the code is the shortened address (copied whole), the email input is of type email, the form sends both values. */
export const Idle: Story = {
  play: async ({ canvas, args }) => {
    const code = canvas.getByRole('group', { name: es.referral.code });
    await expect(code).toHaveTextContent('SOWRUO…7SFE');
    await userEvent.click(canvas.getByRole('button', { name: es.ui.copyAddress }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(sampleData.address);
    const email = canvas.getByLabelText(es.referral.email);
    await expect(email).toHaveAttribute('type', 'email');
    await userEvent.type(email, 'ana@example.com');
    await userEvent.type(canvas.getByLabelText(es.referral.invited), 'AMIGO-7');
    await userEvent.click(canvas.getByRole('button', { name: es.referral.sendEmail }));
    await expect(args.onSend).toHaveBeenCalledWith({ email: 'ana@example.com', invited: 'AMIGO-7' });
  },
};

/** Sending: 'Enviar correo' is locked and the progress line says so; pressing it again sends nothing. */
export const Sending: Story = {
  args: { status: 'sending' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: es.referral.sendEmail });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(es.referral.sending)).toHaveAttribute('role', 'status');
    await userEvent.click(button);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Sent: the spec's success line. */
export const Sent: Story = {
  args: { status: 'sent' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(es.referral.emailSent)).toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The provider failed: the spec's error, announced. */
export const ProviderError: Story = {
  args: { status: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(es.errors.referralEmail);
  },
};

/** Free text as the invited code: the field says so and is marked invalid (nothing was sent). */
export const InvalidInvitedCode: Story = {
  args: { invitedError: es.referral.invalidCode },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(es.referral.invited)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(es.referral.email)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent(es.referral.invalidCode);
  },
};

/** Not an email: the field says so and is marked invalid (nothing was sent). */
export const InvalidEmail: Story = {
  args: { emailError: es.referral.invalidEmail },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(es.referral.email)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent(es.referral.invalidEmail);
  },
};
