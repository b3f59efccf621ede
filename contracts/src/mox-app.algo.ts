/**
 * The lifecycle every Mox contract shares, written once: creation is approved, a close-out too unless the app's
 * checkCloseOut refuses it, an opt-in
 * opens the caller's local state, the creator's deploy-time `opt_in_tokens` opts the app account in to its
 * tokens, and any other NoOp from an opted-in caller is dispatched on its method name. Update, delete and
 * anything else fail.
 */
import type { bytes } from '@algorandfoundation/algorand-typescript';
import { BaseContract, Bytes, err } from '@algorandfoundation/algorand-typescript';
import { isCloseOut, isCreate, isOptIn, method, optInTokens, requireOptedIn } from './common.algo';

export abstract class MoxApp extends BaseContract {
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
    if (!this.isOpenToAll(name)) requireOptedIn();
    return this.call(name);
  }
}
