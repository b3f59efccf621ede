/**
 * Vitest helper for the app models' integration tests: players on a fresh devnet (useTestLedger) who
 * sign and submit groups through algosdk and read back what algod shows them.
 */
import {
  assignGroupID,
  base64ToBytes,
  makeApplicationOptInTxnFromObject,
  waitForConfirmation,
  type SuggestedParams,
  type Transaction,
  type modelsv2,
} from 'algosdk';
import { LOCALNET_IDS } from '../../services/config/localnet';
import { UMQ_UNIT, type AppName } from '../../services/config/onchain';
import { giveAsset } from '../genesis/builder';
import { useTestLedger, type TestLedger } from '../testing';

/** A funded test account, as the wallet would drive it. */
export interface Player {
  address: string;
  /** What a contract builder needs to build this player's groups (fresh suggested params). */
  context(): Promise<{ params: SuggestedParams; sender: string; ids: typeof LOCALNET_IDS }>;
  /** Signs and submits the group, waits for it, and returns the last transaction's confirmation. */
  send(txns: Transaction[]): Promise<modelsv2.PendingTransactionResponse>;
  /** Signs one transaction, for a group that other accounts sign too. */
  sign(txn: Transaction): Uint8Array;
  /** µALGO the account holds. */
  algo(): Promise<bigint>;
  /** Base units of a token the account holds (undefined when not opted in). */
  token(asset: 'UMQ' | 'HLK'): Promise<bigint | undefined>;
  /** The account's local state for an app as key → value (uints only: the Mox apps keep no bytes). */
  local(app: AppName): Promise<Record<string, bigint>>;
}

/** algod's refusal of a call whose program failed an `assert`. */
export const ASSERT_FAILED = /logic eval error: assert failed pc=\d+/;

/** What a staker starts with: 2,000 UMQ and an HLK opt-in (the reward is paid in HLK). */
export const STAKER_TOKENS = { UMQ: 2_000n * UMQ_UNIT, HLK: 0n } as const;

/** algod's type of a uint TEAL value (1 is bytes). */
const TEAL_UINT = 2;

/** Decodes algod's TEAL key/value list (base64 keys) into a plain record of its uints (the quiz's top is bytes). */
export function tealRecord(kv: readonly modelsv2.TealKeyValue[] = []): Record<string, bigint> {
  const uints = kv.filter(({ value }) => value.type === TEAL_UINT);
  return Object.fromEntries(uints.map(({ key, value }) => [new TextDecoder().decode(key), value.uint]));
}

/** Decodes a confirmed call's state delta (base64 keys) into key → uint. */
export function deltaRecord(delta: readonly modelsv2.EvalDeltaKeyValue[] = []): Record<string, bigint | undefined> {
  return Object.fromEntries(delta.map(({ key, value }) => [new TextDecoder().decode(base64ToBytes(key)), value.uint]));
}

/** Clears and reassigns the group id, after a test swapped a transaction into a built group. */
export function regroup(txns: Transaction[]): Transaction[] {
  for (const txn of txns) txn.group = undefined;
  return assignGroupID(txns);
}

/** Registers a fresh ledger per test and returns it with a player factory. */
export function usePlayers(): TestLedger & {
  player(tokens?: { UMQ?: bigint; HLK?: bigint }): Player;
  /** A player with `tokens` (default STAKER_TOKENS), opted in to each of `apps`. */
  optedInPlayer(apps: readonly AppName[], tokens?: { UMQ?: bigint; HLK?: bigint }): Promise<Player>;
  tokenOf(address: string, asset: 'UMQ' | 'HLK'): Promise<bigint | undefined>;
} {
  const net = useTestLedger();
  const { assets } = LOCALNET_IDS;
  /** Base units of a token `address` holds, as algod reports them (undefined when not opted in). */
  const tokenOf = async (address: string, asset: 'UMQ' | 'HLK') =>
    (await net.algod.accountInformation(address).do()).assets?.find((holding) => holding.assetId === assets[asset])
      ?.amount;
  /** Tokens named in `tokens` are opted in with that balance, taken from the treasury. */
  const player = (tokens: { UMQ?: bigint; HLK?: bigint } = {}): Player => {
    const { addr, sk } = net.newAccount();
    const address = addr.toString();
    for (const asset of ['UMQ', 'HLK'] as const) {
      const amount = tokens[asset];
      if (amount !== undefined) giveAsset(net.ledger.state, address, assets[asset], amount);
    }
    return {
      address,
      context: async () => ({
        params: await net.algod.getTransactionParams().do(),
        sender: address,
        ids: LOCALNET_IDS,
      }),
      async send(txns) {
        await net.algod.sendRawTransaction(txns.map((txn) => txn.signTxn(sk))).do();
        return waitForConfirmation(net.algod, txns[txns.length - 1].txID(), 4);
      },
      sign: (txn) => txn.signTxn(sk),
      algo: async () => (await net.algod.accountInformation(address).do()).amount,
      token: (asset) => tokenOf(address, asset),
      async local(app) {
        const found = await net.algod.accountApplicationInformation(address, LOCALNET_IDS.apps[app]).do();
        return tealRecord(found.appLocalState?.keyValue);
      },
    };
  };
  const optedInPlayer = async (apps: readonly AppName[], tokens: { UMQ?: bigint; HLK?: bigint } = STAKER_TOKENS) => {
    const opted = player(tokens);
    for (const app of apps) {
      const { params, sender, ids } = await opted.context();
      await opted.send([
        makeApplicationOptInTxnFromObject({ sender, appIndex: ids.apps[app], suggestedParams: params }),
      ]);
    }
    return opted;
  };
  return Object.assign(net, { player, optedInPlayer, tokenOf });
}
