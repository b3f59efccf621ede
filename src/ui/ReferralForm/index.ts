export { ReferralForm } from './ReferralForm';
export type { ReferralFormProps, ReferralFormValues, ReferralStatus } from './ReferralForm';
