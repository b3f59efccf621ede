/** The /stake screen's logic: the gate, the amount check, the running stake ticking on the ledger's clock, withdraw. */
export { checkStakeAmount, MIN_STAKE_SHOWN } from './stakeAmount';
export { useStakeEstimate } from './useStakeEstimate';
export { formatStakeDuration, stakeFigures } from './format';
export { owedRecorded, STAKING_AMOUNT_KEY, withdrawalPaid } from './requests';
export { useStake } from './useStake';
