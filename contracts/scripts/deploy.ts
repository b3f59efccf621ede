/**
 * `npm --prefix contracts run deploy`: deploys UMQ, HLK and the six spec contracts to a real node (an
 * AlgoKit LocalNet or TestNet), then prints the ids in the shape of the wallet's OnchainIds.
 *
 *   ALGOD_URL=http://localhost:4001 ALGOD_TOKEN=aaaa… DEPLOYER_MNEMONIC="25 words" [MOX_ADMIN=ADDRESS] \
 *     npm --prefix contracts run deploy
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
import { decodeAddress } from 'algosdk';

const UNIT = 1_000_000_000n;
type App = 'roulette' | 'airdrop' | 'marketplace' | 'quiz' | 'target' | 'staking';

/** Each app: its contract class, state schema (the spec's keys) and the tokens its account starts with. */
const APPS: Record<App, { contract: string; globalInts: number; localInts: number; umq: bigint; hlk: bigint }> = {
  roulette: { contract: 'Roulette', globalInts: 3, localInts: 0, umq: 5_000_000n, hlk: 0n },
  airdrop: { contract: 'Airdrop', globalInts: 0, localInts: 1, umq: 10_000_000n, hlk: 0n },
  marketplace: { contract: 'Marketplace', globalInts: 0, localInts: 1, umq: 0n, hlk: 0n },
  quiz: { contract: 'Quiz', globalInts: 0, localInts: 2, umq: 0n, hlk: 0n },
  target: { contract: 'Target', globalInts: 0, localInts: 1, umq: 5_000_000n, hlk: 0n },
  staking: { contract: 'Staking', globalInts: 1, localInts: 2, umq: 0n, hlk: 5_000_000n },
};
/** What every app adds for its admin (decision 0030): `paused` (uint) and `admin` (bytes). */
const ADMIN_STATE = { globalInts: 1, globalByteSlices: 1 };

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
  const url = new URL(required('ALGOD_URL'));
  const algorand = AlgorandClient.fromConfig({
    algodConfig: { server: `${url.protocol}//${url.hostname}`, port: url.port, token: process.env.ALGOD_TOKEN ?? '' },
  });
  const deployer = algorand.account.fromMnemonic(required('DEPLOYER_MNEMONIC'));
  const admin = process.env.MOX_ADMIN ?? deployer.addr.toString();

  const token = async (unitName: string, assetName: string) =>
    (
      await algorand.send.assetCreate({
        sender: deployer.addr,
        total: 10_000_000_000n * UNIT,
        decimals: 9,
        unitName,
        assetName,
      })
    ).assetId;
  const UMQ = await token('UMQ', 'UMQ Token');
  const HLK = await token('HLK', 'HLK Token');
  const templateParams = { UMQ_ID: UMQ, HLK_ID: HLK, ADMIN: decodeAddress(admin).publicKey };

  const ids: Partial<Record<App, bigint>> = {};
  for (const [name, app] of Object.entries(APPS) as [App, (typeof APPS)[App]][]) {
    const created = await algorand.send.appCreate({
      sender: deployer.addr,
      approvalProgram: AppManager.replaceTealTemplateParams(teal(app.contract, 'approval'), templateParams),
      clearStateProgram: teal(app.contract, 'clear'),
      schema: {
        globalInts: app.globalInts + ADMIN_STATE.globalInts,
        globalByteSlices: ADMIN_STATE.globalByteSlices,
        localInts: app.localInts,
        localByteSlices: 0,
      },
    });
    ids[name] = created.appId;
    // 0.1 ALGO base + 0.1 per token held, and a margin.
    await algorand.send.payment({ sender: deployer.addr, receiver: created.appAddress, amount: microAlgo(500_000) });
    const tokens = name === 'staking' ? 2 : 1;
    await algorand.send.appCall({
      sender: deployer.addr,
      appId: created.appId,
      args: [new TextEncoder().encode('opt_in_tokens')],
      assetReferences: [UMQ, HLK],
      extraFee: microAlgo(1000 * tokens),
    });
    for (const [assetId, amount] of [
      [UMQ, app.umq],
      [HLK, app.hlk],
    ] as const) {
      if (amount === 0n) continue;
      await algorand.send.assetTransfer({
        sender: deployer.addr,
        receiver: created.appAddress,
        assetId,
        amount: amount * UNIT,
      });
    }
  }
  const out = { assets: { UMQ, HLK }, apps: ids, admin };
  process.stdout.write(`${JSON.stringify(out, (_, value) => (typeof value === 'bigint' ? `${value}n` : value), 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
