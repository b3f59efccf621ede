/**
 * The lifecycle every Mox contract shares, written once: creation is approved, a close-out too unless the app's
 * checkCloseOut refuses it, an opt-in
 * opens the caller's local state, the creator's deploy-time `opt_in_tokens` opts the app account in to its
 * tokens, the admin's methods run for the admin alone (./admin.algo.ts), and any other NoOp from an opted-in caller
 * is dispatched on its method name, unless the admin paused it. Update, delete and anything else fail.
 */
import type { bytes, uint64 } from '@algorandfoundation/algorand-typescript';
import { Account, assert, BaseContract, Bytes, err, GlobalState, Txn } from '@algorandfoundation/algorand-typescript';
import { accountArg, isAdminMethod, requirePoolDeposit, withdrawSurplus } from './admin.algo';
import { admin, isCloseOut, isCreate, isOptIn, method, optInTokens, requireOptedIn } from './common.algo';

export abstract class MoxApp extends BaseContract {
  /** The account that may run the admin's methods: `TMPL_ADMIN` at creation, until it hands over (decision 0030). */
  admin = GlobalState<Account>({ key: 'admin', initialValue: admin() });
  /** 1 while the admin has paused the app's paid methods, else 0. */
  paused = GlobalState<uint64>({ key: 'paused', initialValue: 0 });

  /** Sets the caller's local state at opt-in (its initial values); an app without local state keeps none. */
  protected openLocalState(): void {}

  /** Runs the method `name` names; each app overrides it, and an unknown name fails. */
  protected call(_name: bytes): boolean {
    err('unknown method');
  }

  /** Runs before a close-out erases the caller's local state; an app that must keep it (a live stake) refuses. */
  protected checkCloseOut(): void {}

  /** Whether the app account holds HLK as well as UMQ (the staking rewards). */
  protected holdsHlk(): boolean {
    return false;
  }

  /** A method anyone may call, opted in or not (the production roulette's permissionless reveal). */
  protected isOpenToAll(name: bytes): boolean {
    return name === Bytes('');
  }

  /** UMQ base units the app owes its players, which `withdraw_revenue` must leave; an app holding none owes 0. */
  protected owedUmq(): uint64 {
    return 0;
  }

  /** A method the pause never stops: one that returns a player's own funds (the staking withdrawal). */
  protected runsWhilePaused(_name: bytes): boolean {
    return false;
  }

  // ---- The admin's methods (decision 0030), apart from the apps' own so each app's changes stay separate. ----
  private adminCall(name: bytes): boolean {
    assert(Txn.sender === this.admin.value, 'admin only');
    if (name === Bytes('set_admin')) this.admin.value = accountArg(1);
    else if (name === Bytes('pause')) this.paused.value = 1;
    else if (name === Bytes('resume')) this.paused.value = 0;
    else if (name === Bytes('withdraw_revenue')) withdrawSurplus(this.owedUmq());
    else requirePoolDeposit(this.holdsHlk());
    return true;
  }
  // ---- end of the admin's methods ----

  approvalProgram(): boolean {
    if (isCreate()) return true;
    if (isOptIn()) {
      this.openLocalState();
      return true;
    }
    if (isCloseOut()) {
      this.checkCloseOut();
      return true;
    }
    const name = method();
    if (name === Bytes('opt_in_tokens')) return optInTokens(this.holdsHlk());
    if (isAdminMethod(name)) return this.adminCall(name);
    if (!this.isOpenToAll(name)) requireOptedIn();
    assert(this.paused.value === 0 || this.runsWhilePaused(name), 'app not paused');
    return this.call(name);
  }
}
