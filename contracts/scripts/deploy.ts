/**
 * `npm --prefix contracts run deploy`: deploys UMQ, HLK and the spec contracts to a real node (an AlgoKit LocalNet,
 * TestNet or MainNet), then prints the ids in the shape of the wallet's OnchainIds.
 *
 *   ALGOD_URL=http://localhost:4001 ALGOD_TOKEN=aaaa… DEPLOYER_MNEMONIC="25 words" [MOX_ADMIN=ADDRESS] \
 *     [MOX_UMQ_ID=N MOX_HLK_ID=N] npm --prefix contracts run deploy -- [--umq-id N] [--hlk-id N] [--allow-losing-table]
 *
 * It is idempotent: run again, it reuses the tokens this deployer created (or the ids given), the apps that already
 * run the same program, an app account's token opt-ins, and only tops up what a pool or an account lacks. On MainNet
 * it never deploys the spec's roulette and target (decisions 0008, 0014); anywhere it refuses a roulette whose pay
 * table pays out more than it takes (the spec's returns 372/161 of each spin) unless `--allow-losing-table` is given.
 * The decisions are in deploy-plan.ts, tested without a network.
 *
 * Needs contracts/artifacts from `npm run contracts:build` (the TEAL with its TMPL_ variables). The deployer
 * creates the tokens, holds their supply, creates each app, gives its account the ALGO for its minimum
 * balance, has it opt in to its tokens (`opt_in_tokens`) and funds its prize pool as the local ledger's
 * genesis does. A MOX_ADMIN other than the deployer receives the roulette's fee and entry, so it must opt in to
 * the UMQ printed here before the first spin (this script cannot sign for it). MOX_ADMIN (else the deployer) is also each
 * app's first admin (decision 0030: withdraw the surplus, pause, fund pools), who hands over with `set_admin`. The production variants (src/production) are deployed the same way with their own template
 * variables (BEACON_APP_ID, SCORE_SIGNER); this script deploys the spec's six.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AlgorandClient, microAlgo } from '@algorandfoundation/algokit-utils';
import { AppManager } from '@algorandfoundation/algokit-utils/types/app-manager';
import { decodeAddress, getApplicationAddress } from 'algosdk';
import type { AppName } from '../../src/services/config/onchain';
import {
  ADMIN_STATE,
  APPS,
  appsToDeploy,
  existingApp,
  localInts,
  parseDeployOptions,
  tokenToUse,
  topUp,
  type CreatedApp,
  type CreatedAsset,
} from './deploy-plan';

const UNIT = 1_000_000_000n;
/** An app account's ALGO: 0.1 base + 0.1 per token held, and a margin. */
const APP_ALGO = 500_000n;

/** The compiled TEAL of a contract, wherever puya wrote it under artifacts/. */
function teal(contract: string, program: 'approval' | 'clear', dir = 'artifacts'): string {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      try {
        return teal(contract, program, path);
      } catch {
        continue;
      }
    }
    if (entry.name === `${contract}.${program}.teal`) return readFileSync(path, 'utf8');
  }
  throw new Error(`${contract}.${program}.teal not found under ${dir}: run npm run contracts:build first`);
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

async function main(): Promise<void> {
  const options = parseDeployOptions(process.argv.slice(2), process.env);
  const url = new URL(required('ALGOD_URL'));
  const algorand = AlgorandClient.fromConfig({
    algodConfig: { server: `${url.protocol}//${url.hostname}`, port: url.port, token: process.env.ALGOD_TOKEN ?? '' },
  });
  const algod = algorand.client.algod;
  const { genesisID } = await algod.getTransactionParams().do();
  const { apps, skipped } = appsToDeploy(genesisID ?? '', options);
  for (const reason of skipped) console.warn(reason);

  const deployer = algorand.account.fromMnemonic(required('DEPLOYER_MNEMONIC'));
  const admin = process.env.MOX_ADMIN ?? deployer.addr.toString();
  const mine = await algod.accountInformation(deployer.addr).do();
  const createdAssets: CreatedAsset[] = (mine.createdAssets ?? []).map(({ index, params }) => ({
    id: index,
    unitName: params?.unitName,
    decimals: params?.decimals ?? 0,
  }));
  const createdApps: CreatedApp[] = (mine.createdApps ?? []).map(({ id, params }) => ({
    id,
    approvalProgram: params?.approvalProgram ?? new Uint8Array(),
  }));

  const token = async (unitName: 'UMQ' | 'HLK', given: bigint | undefined) => {
    const decimals = given === undefined ? undefined : (await algod.getAssetByID(given).do()).params?.decimals;
    const use = tokenToUse(unitName, given, createdAssets, decimals);
    if ('reuse' in use) return use.reuse;
    const created = await algorand.send.assetCreate({
      sender: deployer.addr,
      total: 10_000_000_000n * UNIT,
      decimals: 9,
      unitName,
      assetName: `${unitName} Token`,
    });
    return created.assetId;
  };
  const UMQ = await token('UMQ', options.umq);
  const HLK = await token('HLK', options.hlk);
  const templateParams = { UMQ_ID: UMQ, HLK_ID: HLK, ADMIN: decodeAddress(admin).publicKey };

  const ids: Partial<Record<AppName, bigint>> = {};
  for (const name of apps) {
    const app = APPS[name];
    const approvalProgram = AppManager.replaceTealTemplateParams(teal(app.contract, 'approval'), templateParams);
    const compiled = await algorand.app.compileTeal(approvalProgram);
    const appId =
      existingApp(compiled.compiledBase64ToBytes, createdApps) ??
      (
        await algorand.send.appCreate({
          sender: deployer.addr,
          approvalProgram,
          clearStateProgram: teal(app.contract, 'clear'),
          schema: {
            globalInts: app.globalInts + ADMIN_STATE.globalInts,
            globalByteSlices: app.globalByteSlices + ADMIN_STATE.globalByteSlices,
            localInts: localInts(name),
            localByteSlices: 0,
          },
        })
      ).appId;
    ids[name] = appId;
    await equipApp(algorand, deployer.addr.toString(), appId, { UMQ, HLK }, name);
  }
  const out = { assets: { UMQ, HLK }, apps: ids, admin, skipped };
  process.stdout.write(`${JSON.stringify(out, (_, value) => (typeof value === 'bigint' ? `${value}n` : value), 2)}\n`);
}

/**
 * Gives the app account what it lacks, and only that: its ALGO, its token opt-ins (`opt_in_tokens`, once) and its
 * pools topped up to the genesis amounts.
 */
async function equipApp(
  algorand: AlgorandClient,
  deployer: string,
  appId: bigint,
  tokens: { UMQ: bigint; HLK: bigint },
  name: AppName,
): Promise<void> {
  const address = getApplicationAddress(appId).toString();
  const account = await algorand.client.algod.accountInformation(address).do();
  const held = new Map((account.assets ?? []).map(({ assetId, amount }) => [assetId, amount]));
  const algo = topUp(APP_ALGO, account.amount);
  if (algo > 0n) await algorand.send.payment({ sender: deployer, receiver: address, amount: microAlgo(algo) });
  const needed = name === 'staking' ? [tokens.UMQ, tokens.HLK] : [tokens.UMQ];
  if (needed.some((id) => !held.has(id))) {
    await algorand.send.appCall({
      sender: deployer,
      appId,
      args: [new TextEncoder().encode('opt_in_tokens')],
      assetReferences: [tokens.UMQ, tokens.HLK],
      extraFee: microAlgo(1000 * needed.length),
    });
  }
  const pools = [
    [tokens.UMQ, APPS[name].umq],
    [tokens.HLK, APPS[name].hlk],
  ] as const;
  for (const [assetId, whole] of pools) {
    const amount = topUp(whole * UNIT, held.get(assetId) ?? 0n);
    if (amount > 0n) await algorand.send.assetTransfer({ sender: deployer, receiver: address, assetId, amount });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
