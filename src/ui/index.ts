/**
 * The Mox Wallet ui kit: presentational components (props in, callbacks out) plus the display-only helpers they
 * share. Screens import from here; the kit imports only i18n and itself.
 */
export * from './AddressChip';
export * from './AmountInput';
export * from './AuthLayout';
export * from './BalanceRow';
export * from './Button';
export * from './Checkbox';
export * from './clipboard';
export * from './ConfirmTxModal';
export * from './EmptyState';
export * from './Field';
export * from './format';
export * from './FormSubmit';
export * from './Icon';
export * from './IconButton';
export * from './LinkButton';
export * from './MnemonicGrid';
export * from './Modal';
export * from './Notice';
export * from './PageShell';
export * from './Panel';
export * from './PasswordInput';
export * from './Select';
export * from './Spinner';
export * from './StatusLine';
export * from './StepIndicator';
export * from './TermsModal';
export * from './TextArea';
export * from './TextInput';
export * from './Tile';
export * from './Toast';
export * from './WordQuiz';
