/**
 * The staking contract (src/devnet/apps/staking.ts): one UMQ stake per account, always returned on withdrawal, with
 * an HLK reward of amount × seconds × 0.0052 / 31 536 000, rounded down. A reward the HLK pool cannot pay is recorded
 * in `hlk_pendiente` and paid by `claim_stake_reward` once the pool can (decision 0031). The admin can never take the
 * principal (`total_staked`) nor any HLK: withdraw_revenue moves UMQ only, and only above the running principal.
 */
import type { biguint, uint64, bytes } from '@algorandfoundation/algorand-typescript';
import {
  assert,
  BigUint,
  Bytes,
  err,
  Global,
  GlobalState,
  LocalState,
  op,
  Txn,
} from '@algorandfoundation/algorand-typescript';
import {
  appHolds,
  hlk,
  MOX_FEE,
  payCaller,
  requireForeignAsset,
  umq,
  umqTransferBefore,
  UMQ_UNIT,
} from './common.algo';
import { MoxApp } from './mox-app.algo';

const MIN_STAKE: uint64 = 100 * UMQ_UNIT;

/**
 * HLK base units earned by `amount` UMQ base units held `seconds`: amount × seconds × 52 / (10 000 × 31 536 000).
 * The product overflows uint64 for a 1000 UMQ stake held a month, so it is taken in 512-bit math.
 */
export function stakeReward(amount: uint64, seconds: uint64): uint64 {
  const reward: biguint = (BigUint(amount) * BigUint(seconds) * BigUint(52)) / BigUint(315_360_000_000);
  return op.btoi(Bytes(reward));
}

export class Staking extends MoxApp {
  /** UMQ base units staked and the stake's start (unix seconds), both 0 while no stake runs. */
  amount = LocalState<uint64>({ key: 'monto_stake' });
  start = LocalState<uint64>({ key: 'inicio_stake' });
  /** The sum of every running stake's principal: what the admin's withdrawal must leave (decision 0030). */
  totalStaked = GlobalState<uint64>({ key: 'total_staked', initialValue: 0 });
  /** HLK base units earned but not paid: the pool was short when the stake was withdrawn. */
  owed = LocalState<uint64>({ key: 'hlk_pendiente' });

  protected openLocalState(): void {
    this.amount(Txn.sender).value = 0;
    this.start(Txn.sender).value = 0;
    this.owed(Txn.sender).value = 0;
  }

  /** Leaving with a stake running or a reward owed would lose either forever: refused until both are paid. */
  protected checkCloseOut(): void {
    assert(this.amount(Txn.sender).value === 0, 'no stake running at close-out');
    assert(this.owed(Txn.sender).value === 0, 'reward paid before close-out');
  }

  protected holdsHlk(): boolean {
    return true;
  }

  // ---- The admin's rules (decision 0030): the principal is owed, and a pause never holds it. ----
  protected owedUmq(): uint64 {
    return this.totalStaked.value;
  }

  /** A player's own UMQ and earned HLK come back even while paused. */
  protected runsWhilePaused(name: bytes): boolean {
    return name === Bytes('withdraw_stake') || name === Bytes('claim_stake_reward');
  }

  private countPrincipal(amount: uint64, running: boolean): void {
    this.totalStaked.value = running ? this.totalStaked.value + amount : this.totalStaked.value - amount;
  }
  // ---- end of the admin's rules ----

  protected call(name: bytes): boolean {
    if (name === Bytes('do_stake')) return this.stake();
    if (name === Bytes('withdraw_stake')) return this.withdraw();
    if (name === Bytes('claim_stake_reward')) return this.claimOwed();
    err('unknown method');
  }

  private stake(): boolean {
    const amount = umqTransferBefore(1, Global.currentApplicationAddress).assetAmount;
    assert(amount >= MIN_STAKE, 'stake at least the minimum');
    assert(this.amount(Txn.sender).value === 0, 'no stake running');
    this.amount(Txn.sender).value = amount;
    this.start(Txn.sender).value = Global.latestTimestamp;
    this.countPrincipal(amount, true);
    return true;
  }

  /** The principal always comes back; the reward is paid if the pool holds it, else recorded as owed. */
  private withdraw(): boolean {
    assert(umqTransferBefore(1, Global.currentApplicationAddress).assetAmount === MOX_FEE, 'fee amount');
    requireForeignAsset(umq());
    requireForeignAsset(hlk());
    const amount = this.amount(Txn.sender).value;
    const start = this.start(Txn.sender).value;
    assert(amount > 0, 'stake running');
    assert(Global.latestTimestamp >= start, 'clock after start');
    payCaller(umq(), amount);
    const reward = stakeReward(amount, Global.latestTimestamp - start);
    // Sent even when it rounds to 0, so withdrawing needs the HLK opt-in, as the screen says.
    if (appHolds(hlk()) >= reward) payCaller(hlk(), reward);
    else this.owed(Txn.sender).value = this.owed(Txn.sender).value + reward;
    this.amount(Txn.sender).value = 0;
    this.start(Txn.sender).value = 0;
    this.countPrincipal(amount, false);
    return true;
  }

  /** Pays the whole recorded reward once the pool holds it; nothing is paid twice (the record is zeroed). */
  private claimOwed(): boolean {
    requireForeignAsset(hlk());
    const owed = this.owed(Txn.sender).value;
    assert(owed > 0, 'reward owed');
    assert(appHolds(hlk()) >= owed, 'pool covers the reward');
    payCaller(hlk(), owed);
    this.owed(Txn.sender).value = 0;
    return true;
  }
}
