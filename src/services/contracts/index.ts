/** Contract builders: pure functions from an action's inputs to its unsigned group and modal figures. */
export { buildClaimAirdrop } from './airdrop';
export { buildOptInById, buildOptOut, buildSendById } from './assetsById';
export { appAddress, type BuildContext, type BuiltGroup, type TokenSymbol } from './group';
export { buildBuy } from './marketplace';
export { buildQuizSubmit } from './quiz';
export { buildSpin } from './roulette';
export { buildClaimStakeReward, buildStake, buildWithdraw } from './staking';
export { buildTargetSubmit } from './target';
export { buildAppOptIn, buildAssetOptIn, buildSend } from './transfers';
