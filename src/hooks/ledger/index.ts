/** The providers every ledger hook stands on: one query client and one paid-action host, made once per mount. */
export { LedgerProviders, TEST_LEDGER, type LedgerOptions } from './LedgerProviders';
