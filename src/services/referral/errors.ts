/**
 * Why a referral email was not sent. `invalid-email` and `invalid-code` are refused before any request; the others are what the
 * network or the provider did. The hooks turn them into copy: the spec has one message for every failure.
 */
export type ReferralFailure =
  /** The address is not an email (nothing was sent). */
  | 'invalid-email'
  /** The invited code holds more than letters, digits, '-', '_' or '…', or is too long (nothing was sent). */
  | 'invalid-code'
  /** No settings for the email provider in this build. */
  | 'not-configured'
  /** No answer within the time limit. */
  | 'timeout'
  /** The request never reached an answer (offline, DNS, CORS, dropped connection). */
  | 'network'
  /** The token endpoint refused the client credentials, or a fresh token was refused too. */
  | 'credentials'
  /** The provider (or the proxy) answered with another error status. */
  | 'refused';

/** A referral email that was not sent, and why; `status` is the HTTP status when there was one. */
export class ReferralError extends Error {
  constructor(
    readonly failure: ReferralFailure,
    message: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ReferralError';
  }
}
