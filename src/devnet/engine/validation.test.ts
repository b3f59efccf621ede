// @vitest-environment node
/**
 * What algod checks before and while it evaluates a group, asked through a plain algosdk client: multisig
 * (also as a rekeyed account's authorizer), leases, the stateless WellFormed rules, LogicSigs (refused: the
 * local ledger runs no TEAL) and inner transactions that fail.
 */
import { describe, expect, it } from 'vitest';
import {
  LogicSigAccount,
  SignedTransaction,
  decodeSignedTransaction,
  encodeMsgpack,
  appendSignMultisigTransaction,
  encodeAddress,
  makeApplicationNoOpTxnFromObject,
  makeApplicationOptInTxnFromObject,
  makePaymentTxnWithSuggestedParamsFromObject,
  multisigAddress,
  signLogicSigTransactionObject,
  signMultisigTransaction,
  type Address,
  type MultisigMetadata,
} from 'algosdk';
import { LOCALNET_IDS } from '../../services/config/localnet';
import { algodFailure, useTestLedger } from '../testing';
import { LOGIC_SIG_REFUSED } from './verify';

describe('validation as algod does it', () => {
  const net = useTestLedger();

  async function pay(
    sender: Address,
    fields: Partial<Parameters<typeof makePaymentTxnWithSuggestedParamsFromObject>[0]> = {},
  ) {
    return makePaymentTxnWithSuggestedParamsFromObject({
      sender,
      receiver: sender,
      amount: 0n,
      suggestedParams: await net.algod.getTransactionParams().do(),
      ...fields,
    });
  }

  const balance = async (address: Address | string) => (await net.algod.accountInformation(address).do()).amount;

  function twoOfThree() {
    const keys = [net.newAccount(0n), net.newAccount(0n), net.newAccount(0n)];
    const meta: MultisigMetadata = { version: 1, threshold: 2, addrs: keys.map((k) => k.addr) };
    return { keys, meta, address: multisigAddress(meta) };
  }

  it('lands a 2-of-3 multisig payment and refuses one signature short of the threshold', async () => {
    const { keys, meta, address } = twoOfThree();
    net.fund(address, 5_000_000n);
    const receiver = net.newAccount(0n);
    const txn = await pay(address, { receiver: receiver.addr, amount: 1_000_000n });

    const one = signMultisigTransaction(txn, meta, keys[0].sk).blob;
    expect((await algodFailure(net.algod.sendRawTransaction(one).do())).message).toMatch(
      /^transaction \{.*\} invalid : multisig validation failed: Invalid number of signatures$/,
    );
    const two = appendSignMultisigTransaction(one, meta, keys[2].sk).blob;
    await net.algod.sendRawTransaction(two).do();

    expect(await balance(receiver.addr)).toBe(1_000_000n);
    const history = await net.indexer.lookupAccountTransactions(address).do();
    expect(history.transactions[0].signature?.multisig?.threshold).toBe(2);
  });

  it('refuses a multisig whose subsignature does not verify, or whose keys are not the sender', async () => {
    const { keys, meta, address } = twoOfThree();
    net.fund(address, 5_000_000n);
    const txn = await pay(address);
    const stranger = net.newAccount(0n);
    const ofAnother = decodeSignedTransaction(
      appendSignMultisigTransaction(
        signMultisigTransaction(await pay(address, { amount: 1n }), meta, keys[0].sk).blob,
        meta,
        keys[1].sk,
      ).blob,
    );
    // Well formed, from the right keys, but signing another transaction.
    const mismatched = encodeMsgpack(new SignedTransaction({ txn, msig: ofAnother.msig }));
    expect(await algodFailure(net.algod.sendRawTransaction(mismatched).do())).toEqual({
      status: 400,
      message: "At least one signature didn't pass verification",
    });
    const other = { version: 1, threshold: 2, addrs: [keys[0].addr, stranger.addr, keys[2].addr] };
    const wrongKeys = appendSignMultisigTransaction(
      signMultisigTransaction(txn, other, keys[0].sk).blob,
      other,
      keys[2].sk,
    );
    // Signed by other keys as if they were the sender's (no auth address named): the preimage is not the sender.
    const { msig } = decodeSignedTransaction(wrongKeys.blob);
    const asSender = encodeMsgpack(new SignedTransaction({ txn, msig }));
    expect((await algodFailure(net.algod.sendRawTransaction(asSender).do())).message).toMatch(
      /multisig validation failed: Invalid address$/,
    );
    // Naming them as the authorizer passes the signature check, and the evaluator refuses the authorizer.
    expect((await algodFailure(net.algod.sendRawTransaction(wrongKeys.blob).do())).message).toContain(
      `should have been authorized by ${address} but was actually authorized by ${multisigAddress(other)}`,
    );
  });

  it('accepts a multisig as the authorizer of an account rekeyed to it', async () => {
    const { keys, meta, address } = twoOfThree();
    const alice = net.newAccount();
    await net.algod.sendRawTransaction((await pay(alice.addr, { rekeyTo: address })).signTxn(alice.sk)).do();
    const receiver = net.newAccount(0n);
    const txn = await pay(alice.addr, { receiver: receiver.addr, amount: 200_000n });

    const signed = appendSignMultisigTransaction(signMultisigTransaction(txn, meta, keys[0].sk).blob, meta, keys[1].sk);
    await net.algod.sendRawTransaction(signed.blob).do();

    expect(await balance(receiver.addr)).toBe(200_000n);
  });

  it('refuses a second transaction with a held lease until the first one expires', async () => {
    const alice = net.newAccount();
    const lease = new Uint8Array(32).fill(7);
    const first = await pay(alice.addr, { lease, note: new Uint8Array([1]) });
    await net.algod.sendRawTransaction(first.signTxn(alice.sk)).do();
    const second = await pay(alice.addr, { lease, note: new Uint8Array([2]) });

    const refused = await algodFailure(net.algod.sendRawTransaction(second.signTxn(alice.sk)).do());

    expect(refused.message).toBe(
      `TransactionPool.Remember: transaction ${second.txID()} using an overlapping lease (sender, lease):` +
        `(${alice.addr}, ${encodeAddress(lease)})`,
    );
    const other = await pay(alice.addr, { lease: new Uint8Array(32).fill(8) });
    await net.algod.sendRawTransaction(other.signTxn(alice.sk)).do();
    // Once the first holder's last valid round has passed, the lease is free again.
    const params = await net.algod.getTransactionParams().do();
    const later = makePaymentTxnWithSuggestedParamsFromObject({
      sender: alice.addr,
      receiver: alice.addr,
      amount: 0n,
      lease,
      suggestedParams: { ...params, firstValid: first.lastValid + 1n, lastValid: first.lastValid + 10n },
    });
    net.ledger.state.round = first.lastValid;
    await net.algod.sendRawTransaction(later.signTxn(alice.sk)).do();
  });

  it('applies the stateless rules with algod’s texts', async () => {
    const alice = net.newAccount();
    const sp = await net.algod.getTransactionParams().do();
    const call = (fields: Partial<Parameters<typeof makeApplicationNoOpTxnFromObject>[0]>) =>
      makeApplicationNoOpTxnFromObject({
        sender: alice.addr,
        appIndex: LOCALNET_IDS.apps.quiz,
        suggestedParams: sp,
        ...fields,
      });
    const cases: [Uint8Array, string][] = [
      [
        (await pay(alice.addr, { closeRemainderTo: alice.addr })).signTxn(alice.sk),
        `transaction cannot close account to its sender ${alice.addr}`,
      ],
      [
        call({ appArgs: Array.from({ length: 17 }, () => new Uint8Array(1)) }).signTxn(alice.sk),
        'tx.ApplicationArgs has too many arguments. 17 > 16',
      ],
      [
        call({ appArgs: [new Uint8Array(2000), new Uint8Array(49)] }).signTxn(alice.sk),
        'tx.ApplicationArgs total length is too long. 2049 > 2048',
      ],
      [
        call({ accounts: Array.from({ length: 9 }, () => net.newAccount(0n).addr) }).signTxn(alice.sk),
        'tx.Accounts too long, max number of accounts is 8',
      ],
      [
        call({ foreignAssets: [1n, 2n, 3n, 4n, 5n], foreignApps: [6n, 7n, 8n, 9n] }).signTxn(alice.sk),
        'tx references exceed MaxAppTotalTxnReferences = 8',
      ],
      [
        (await pay(alice.addr, { note: new Uint8Array(1025) })).signTxn(alice.sk),
        'transaction note too big: 1025 > 1024',
      ],
    ];
    for (const [blob, reason] of cases) {
      const refused = await algodFailure(net.algod.sendRawTransaction(blob).do());
      expect(refused).toEqual({ status: 400, message: expect.stringMatching(/^transaction \{.*\} invalid : /) });
      expect(refused.message.endsWith(` invalid : ${reason}`)).toBe(true);
    }
  });

  it("refuses an app write beyond the app's schema, as the AVM does", async () => {
    const alice = net.newAccount();
    const airdrop = LOCALNET_IDS.apps.airdrop;
    // An app whose local schema holds no uint: its opt-in, which sets has_claimed, cannot store it.
    net.ledger.state.apps.get(airdrop)!.localSchema = { numUint: 0, numByteSlice: 0 };
    const optIn = makeApplicationOptInTxnFromObject({
      sender: alice.addr,
      appIndex: airdrop,
      suggestedParams: await net.algod.getTransactionParams().do(),
    });
    const refused = await algodFailure(net.algod.sendRawTransaction(optIn.signTxn(alice.sk)).do());
    expect(refused.message).toMatch(
      new RegExp(
        `^TransactionPool.Remember: transaction ${optIn.txID()}: logic eval error: ` +
          `store integer count 1 exceeds schema integer count 0\\. Details: app=${airdrop}, pc=\\d+$`,
      ),
    );
    expect((await net.algod.accountInformation(alice.addr).do()).appsLocalState ?? []).toEqual([]);
  });

  it('refuses a LogicSig with a text that says the local ledger cannot evaluate it', async () => {
    const escrow = new LogicSigAccount(new Uint8Array([0x0a, 0x81, 0x01]));
    net.fund(escrow.address(), 1_000_000n);
    const signed = signLogicSigTransactionObject(await pay(escrow.address()), escrow).blob;
    const refused = await algodFailure(net.algod.sendRawTransaction(signed).do());
    expect(refused.message.endsWith(`invalid : ${LOGIC_SIG_REFUSED}`)).toBe(true);
  });
});
