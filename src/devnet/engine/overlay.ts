/**
 * A group's working copy of the ledger: records are cloned on first touch and written back only
 * by commit(), so a rejected group leaves the ledger exactly as it was.
 */
import type { AccountRecord, AppRecord, AssetRecord, LedgerState } from './types';
import { isEmptyAccount, newAccount } from './state';

/** The highest app or asset id the ledger has allocated. */
function lastCreatableId(state: LedgerState): bigint {
  let last = state.lastCreatableId ?? 0n;
  for (const id of [...state.assets.keys(), ...state.apps.keys()]) if (id > last) last = id;
  return last;
}

/** The working copy of one group's evaluation. */
export class Overlay {
  private readonly accounts = new Map<string, AccountRecord>();
  private readonly apps = new Map<bigint, AppRecord>();
  private readonly closed = new Set<string>();
  private readonly leases = new Map<string, bigint>();
  /** Assets created, reconfigured (cloned) or destroyed (null) by this group. */
  private readonly assets = new Map<bigint, AssetRecord | null>();
  private lastCreatableId?: bigint;

  constructor(
    readonly base: LedgerState,
    /** The round this group is evaluated for (last round + 1). */
    readonly round: bigint,
  ) {}

  /** The account's working record (created empty if the ledger has none). */
  account(address: string): AccountRecord {
    let account = this.accounts.get(address);
    if (!account) {
      const stored = this.base.accounts.get(address);
      account = stored ? structuredClone(stored) : newAccount(this.round);
      this.accounts.set(address, account);
    }
    return account;
  }

  /** The app's working record, or undefined if it does not exist. */
  app(id: bigint): AppRecord | undefined {
    let app = this.apps.get(id);
    if (!app) {
      const stored = this.base.apps.get(id);
      if (!stored) return undefined;
      app = structuredClone(stored);
      this.apps.set(id, app);
    }
    return app;
  }

  /** The asset's working record, or undefined if it does not exist (or was destroyed). */
  asset(id: bigint): AssetRecord | undefined {
    const staged = this.assets.get(id);
    if (staged !== undefined) return staged ?? undefined;
    const stored = this.base.assets.get(id);
    if (!stored) return undefined;
    const copy = structuredClone(stored);
    this.assets.set(id, copy);
    return copy;
  }

  /** Records a new asset under the next unused creatable id (never one a destroyed asset had); returns the id. */
  createAsset(params: Omit<AssetRecord, 'id'>): bigint {
    const id = (this.lastCreatableId ?? lastCreatableId(this.base)) + 1n;
    this.lastCreatableId = id;
    this.assets.set(id, { id, ...params });
    return id;
  }

  /** Removes an asset's parameters (its holders keep their holdings, as algod leaves them). */
  destroyAsset(id: bigint): void {
    this.assets.set(id, null);
  }

  /** Closes an account out (close-remainder-to): algod clears its record, auth address included. */
  close(address: string): void {
    delete this.account(address).authAddr;
    this.closed.add(address);
  }

  /**
   * True when the account may sit below its minimum balance, as on MainNet: only a closed account may, so it must
   * hold nothing and either have been closed out in this group or have held nothing before (never funded, or
   * closed earlier, and only read now). A funded account spent down to 0 without closing is not closed.
   */
  isClosed(address: string): boolean {
    if (!isEmptyAccount(this.account(address))) return false;
    const before = this.base.accounts.get(address);
    return this.closed.has(address) || !before || isEmptyAccount(before);
  }

  /** The last round a (sender, lease) pair is held for, by this group or the ledger, or undefined. */
  leaseHeldUntil(key: string): bigint | undefined {
    return this.leases.get(key) ?? this.base.leases?.get(key);
  }

  /** Holds a lease until `lastValid` (the transaction that took it stays valid until then). */
  holdLease(key: string, lastValid: bigint): void {
    this.leases.set(key, lastValid);
  }

  /** Addresses touched so far, in first-touch order. */
  touched(): string[] {
    return [...this.accounts.keys()];
  }

  /** Writes every touched record into the ledger. */
  commit(): void {
    for (const [address, account] of this.accounts) {
      if (isEmptyAccount(account) && !this.base.accounts.has(address)) continue;
      this.base.accounts.set(address, account);
    }
    for (const [id, app] of this.apps) this.base.apps.set(id, app);
    for (const [id, asset] of this.assets) {
      if (asset) this.base.assets.set(id, asset);
      else this.base.assets.delete(id);
    }
    if (this.lastCreatableId !== undefined) this.base.lastCreatableId = this.lastCreatableId;
    if (this.leases.size === 0) return;
    const held = (this.base.leases ??= new Map());
    // Leases expire with their transaction's validity: forget those no later round can clash with.
    for (const [key, lastValid] of held) if (lastValid < this.round) held.delete(key);
    for (const [key, lastValid] of this.leases) held.set(key, lastValid);
  }
}
