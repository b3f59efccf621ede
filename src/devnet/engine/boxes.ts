/**
 * Application boxes as the AVM keeps them (go-algorand's ledger/apply and data/transactions/logic): a box is
 * reachable only through a box reference of an app call in the group (references are shared across the group's
 * app calls, as with group resource sharing), and each box raises the app account's minimum balance by
 * 2500 + 400 × (len(name) + len(value)) µALGO.
 */
import { bytesToBase64, bytesToHex, type Transaction } from 'algosdk';
import type { BoxStore } from '../apps/types';
import { LogicError } from './errors';
import { pcOf } from './logic';
import type { Overlay } from './overlay';
import type { AppRecord } from './types';

/** A box the group reached without naming it (simulate's `unnamed-resources-accessed`). */
export interface UnnamedBox {
  app: bigint;
  name: Uint8Array;
}

/** How a call may reach boxes it does not reference: never on a submit; in simulate, when it is asked to. */
export interface BoxAccess {
  allowUnnamed: boolean;
  /** Called for each box reached without a reference (only when allowed). */
  onUnnamed?: (box: UnnamedBox) => void;
}

/** The box names (base64) the group's app calls reference for `appId`: a reference to app 0 means the call's own. */
export function referencedBoxes(group: readonly Transaction[], appId: bigint): Set<string> {
  const names = new Set<string>();
  for (const txn of group) {
    const call = txn.applicationCall;
    if (!call) continue;
    for (const box of call.boxes) {
      const app = BigInt(box.appIndex) === 0n ? call.appIndex : BigInt(box.appIndex);
      if (app === appId) names.add(bytesToBase64(box.name));
    }
  }
  return names;
}

/** `app`'s boxes for one call: reads and writes checked against the group's references, MBR kept on `appAddress`. */
export function boxStore(
  overlay: Overlay,
  app: AppRecord,
  appAddress: string,
  group: readonly Transaction[],
  access: BoxAccess,
): BoxStore {
  const referenced = referencedBoxes(group, app.id);
  const reach = (name: Uint8Array): string => {
    const key = bytesToBase64(name);
    if (referenced.has(key)) return key;
    if (!access.allowUnnamed) throw new LogicError(`invalid Box reference 0x${bytesToHex(name)}`, pcOf('box'));
    access.onUnnamed?.({ app: app.id, name });
    referenced.add(key); // reported once
    return key;
  };
  return {
    get: (name) => app.boxes?.get(reach(name)),
    put(name, value) {
      const key = reach(name);
      const boxes = (app.boxes ??= new Map());
      const before = boxes.get(key);
      const account = overlay.account(appAddress);
      const totals = (account.boxes ??= { count: 0n, bytes: 0n });
      if (before) totals.bytes -= BigInt(name.length + before.length);
      else totals.count += 1n;
      totals.bytes += BigInt(name.length + value.length);
      boxes.set(key, value);
    },
  };
}
