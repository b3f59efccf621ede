// @vitest-environment node
import { generateAccount } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { LOCALNET_IDS, LOCALNET_REFERRAL } from './localnet';
import { resolveNetwork, type NetworkEnv, type NetworkResolution } from './networks';

const ADMIN = generateAccount().addr.toString();
/** The same address with one public-key character changed, so the checksum no longer matches. */
const BAD_CHECKSUM = ADMIN.slice(0, 10) + (ADMIN[10] === 'A' ? 'B' : 'A') + ADMIN.slice(11);

const MAINNET_IDS = {
  VITE_UMQ_ASSET_ID: '1000001',
  VITE_HLK_ASSET_ID: '1000002',
  VITE_APP_ROULETTE_ID: '2000001',
  VITE_APP_AIRDROP_ID: '2000002',
  VITE_APP_MARKETPLACE_ID: '2000003',
  VITE_APP_QUIZ_ID: '2000004',
  VITE_APP_TARGET_ID: '2000005',
  VITE_APP_STAKING_ID: '2000006',
  VITE_ADMIN_ADDRESS: ADMIN,
};
const COMPLETE_MAINNET: NetworkEnv = {
  PROD: true,
  VITE_NETWORK: 'mainnet',
  ...MAINNET_IDS,
  VITE_REFERRAL_PROXY_URL: 'https://referidos.example.com/events',
};

function network(resolution: NetworkResolution) {
  if (!resolution.ok) throw new Error(`expected a complete network, missing ${resolution.missing.join(', ')}`);
  return resolution.network;
}

function missing(env: NetworkEnv): string[] {
  const resolution = resolveNetwork(env);
  if (resolution.ok) throw new Error('expected an incomplete network');
  return resolution.missing;
}

describe('resolveNetwork: selection', () => {
  it('uses localnet outside a production build, with the local ledger ids and no token', () => {
    const localnet = network(resolveNetwork({ DEV: true, PROD: false }));
    expect(localnet.name).toBe('localnet');
    expect(localnet.algod).toEqual([{ url: 'http://localhost:4001', token: '' }]);
    expect(localnet.indexer).toEqual([{ url: 'http://localhost:8980', token: '' }]);
    expect(localnet.ids).toEqual(LOCALNET_IDS);
    expect(localnet.referral).toEqual({ mode: 'proxy', url: 'http://localhost:4001/referral/proxy' });
  });

  it('uses mainnet in a production build when VITE_NETWORK is unset', () => {
    expect(
      resolveNetwork({ PROD: true, ...MAINNET_IDS, VITE_REFERRAL_PROXY_URL: 'https://r.example.com' }),
    ).toMatchObject({
      ok: true,
      network: { name: 'mainnet' },
    });
  });

  it('lets VITE_NETWORK pick localnet in a production build (the e2e preview)', () => {
    expect(network(resolveNetwork({ PROD: true, VITE_NETWORK: 'localnet' })).name).toBe('localnet');
  });

  it('refuses an unknown network by name', () => {
    expect(resolveNetwork({ VITE_NETWORK: 'testnet' })).toEqual({
      ok: false,
      name: 'testnet',
      missing: ['VITE_NETWORK'],
    });
  });
});

describe('resolveNetwork: mainnet', () => {
  it('reads every id from the variables, as bigints, over public MainNet nodes', () => {
    const mainnet = network(resolveNetwork(COMPLETE_MAINNET));
    expect(mainnet.algod).toEqual([{ url: 'https://mainnet-api.algonode.cloud', token: '' }]);
    expect(mainnet.indexer).toEqual([{ url: 'https://mainnet-idx.algonode.cloud', token: '' }]);
    expect(mainnet.ids).toEqual({
      assets: { UMQ: 1000001n, HLK: 1000002n },
      apps: {
        roulette: 2000001n,
        airdrop: 2000002n,
        marketplace: 2000003n,
        quiz: 2000004n,
        target: 2000005n,
        staking: 2000006n,
      },
      admin: ADMIN,
    });
    expect(mainnet.referral).toEqual({ mode: 'proxy', url: 'https://referidos.example.com/events' });
  });

  it('names every missing setting when nothing is configured, never borrowing localnet ids', () => {
    expect(resolveNetwork({ PROD: true })).toEqual({
      ok: false,
      name: 'mainnet',
      missing: [
        'VITE_UMQ_ASSET_ID',
        'VITE_HLK_ASSET_ID',
        'VITE_APP_ROULETTE_ID',
        'VITE_APP_AIRDROP_ID',
        'VITE_APP_MARKETPLACE_ID',
        'VITE_APP_QUIZ_ID',
        'VITE_APP_TARGET_ID',
        'VITE_APP_STAKING_ID',
        'VITE_ADMIN_ADDRESS',
      ],
    });
  });

  it('names just the one setting left out, and treats a blank value as missing', () => {
    expect(missing({ ...COMPLETE_MAINNET, VITE_APP_QUIZ_ID: undefined })).toEqual(['VITE_APP_QUIZ_ID']);
    expect(missing({ ...COMPLETE_MAINNET, VITE_HLK_ASSET_ID: '  ' })).toEqual(['VITE_HLK_ASSET_ID']);
  });

  it.each(['abc', '0', '-5', '1.5', '1e6', '0x10', '18446744073709551616'])('refuses the id %j', (id) => {
    expect(missing({ ...COMPLETE_MAINNET, VITE_UMQ_ASSET_ID: id })).toEqual(['VITE_UMQ_ASSET_ID']);
  });

  it('accepts the largest uint64 id and trims spaces around values', () => {
    const mainnet = network(resolveNetwork({ ...COMPLETE_MAINNET, VITE_APP_STAKING_ID: ' 18446744073709551615 ' }));
    expect(mainnet.ids.apps.staking).toBe(2n ** 64n - 1n);
  });

  it('refuses an admin address whose checksum is wrong, or that is not an address', () => {
    expect(missing({ ...COMPLETE_MAINNET, VITE_ADMIN_ADDRESS: BAD_CHECKSUM })).toEqual(['VITE_ADMIN_ADDRESS']);
    expect(missing({ ...COMPLETE_MAINNET, VITE_ADMIN_ADDRESS: 'admin' })).toEqual(['VITE_ADMIN_ADDRESS']);
  });

  it('takes its own nodes and tokens, and refuses a node URL that is not http(s)', () => {
    const own = network(
      resolveNetwork({
        ...COMPLETE_MAINNET,
        VITE_ALGOD_URL: 'https://node.example.com:8443/',
        VITE_ALGOD_TOKEN: 'secret',
      }),
    );
    expect(own.algod).toEqual([{ url: 'https://node.example.com:8443', token: 'secret' }]);
    expect(missing({ ...COMPLETE_MAINNET, VITE_INDEXER_URL: 'ftp://idx.example.com' })).toEqual(['VITE_INDEXER_URL']);
    expect(missing({ ...COMPLETE_MAINNET, VITE_ALGOD_URL: 'not a url' })).toEqual(['VITE_ALGOD_URL']);
  });

  it('takes node lists, first preferred, with the single URL after them when it is not listed yet', () => {
    const own = network(
      resolveNetwork({
        ...COMPLETE_MAINNET,
        VITE_ALGOD_URLS: ' https://a.example.com/ ,https://b.example.com,',
        VITE_ALGOD_URL: 'https://c.example.com',
        VITE_ALGOD_TOKEN: 'secret',
        VITE_INDEXER_URLS: 'https://i1.example.com,https://i2.example.com',
        VITE_INDEXER_URL: 'https://i2.example.com',
      }),
    );
    expect(own.algod.map((node) => node.url)).toEqual([
      'https://a.example.com',
      'https://b.example.com',
      'https://c.example.com',
    ]);
    expect(own.algod.every((node) => node.token === 'secret')).toBe(true);
    expect(own.indexer.map((node) => node.url)).toEqual(['https://i1.example.com', 'https://i2.example.com']);
    expect(missing({ ...COMPLETE_MAINNET, VITE_INDEXER_URLS: 'https://i1.example.com,ftp://x' })).toEqual([
      'VITE_INDEXER_URLS',
    ]);
  });
});

describe('resolveNetwork: referral settings', () => {
  const DIRECT = {
    VITE_REFERRAL_TOKEN_URL: 'https://mail.example.com/oauth/token',
    VITE_REFERRAL_EVENTS_URL: 'https://mail.example.com/events',
    VITE_REFERRAL_CLIENT_ID: 'id',
    VITE_REFERRAL_CLIENT_SECRET: 'secret',
  };
  const mainnetWithout = { ...COMPLETE_MAINNET, VITE_REFERRAL_PROXY_URL: undefined };

  it('supports the proxy-less OAuth flow when all four settings are given', () => {
    expect(network(resolveNetwork({ ...mainnetWithout, ...DIRECT })).referral).toEqual({
      mode: 'direct',
      tokenUrl: 'https://mail.example.com/oauth/token',
      eventsUrl: 'https://mail.example.com/events',
      clientId: 'id',
      clientSecret: 'secret',
    });
  });

  it('names what a half-given OAuth flow lacks, for /referido alone: the rest of the app still runs', () => {
    const half = network(
      resolveNetwork({ ...mainnetWithout, ...DIRECT, VITE_REFERRAL_CLIENT_SECRET: '', VITE_REFERRAL_EVENTS_URL: 'x' }),
    );
    expect(half.referralMissing).toEqual(['VITE_REFERRAL_EVENTS_URL', 'VITE_REFERRAL_CLIENT_SECRET']);
  });

  it('a MainNet build without referral settings runs, and names the one /referido needs', () => {
    const without = network(resolveNetwork(mainnetWithout));
    expect(without.referral).toBeNull();
    expect(without.referralMissing).toEqual(['VITE_REFERRAL_PROXY_URL']);
    expect(network(resolveNetwork(COMPLETE_MAINNET)).referralMissing).toEqual([]);
    // Missing ids still stop the whole app; the referral's own lack is not listed with them.
    expect(missing({ ...mainnetWithout, VITE_APP_QUIZ_ID: undefined })).toEqual(['VITE_APP_QUIZ_ID']);
  });

  it('prefers the proxy when both are given', () => {
    expect(network(resolveNetwork({ ...COMPLETE_MAINNET, ...DIRECT })).referral?.mode).toBe('proxy');
  });

  it('defaults on localnet to the local email provider, which the variables can replace', () => {
    expect(network(resolveNetwork({ VITE_NETWORK: 'localnet' })).referral).toEqual(LOCALNET_REFERRAL);
    expect(
      network(resolveNetwork({ VITE_NETWORK: 'localnet', VITE_REFERRAL_PROXY_URL: 'http://localhost:8787' })).referral,
    ).toEqual({
      mode: 'proxy',
      url: 'http://localhost:8787',
    });
  });
});

describe('resolveNetwork: localnet overrides', () => {
  it('lets a variable replace one local ledger id, keeping the rest', () => {
    const localnet = network(
      resolveNetwork({ VITE_NETWORK: 'localnet', VITE_APP_QUIZ_ID: '77', VITE_ADMIN_ADDRESS: ADMIN }),
    );
    expect(localnet.ids).toEqual({ ...LOCALNET_IDS, apps: { ...LOCALNET_IDS.apps, quiz: 77n }, admin: ADMIN });
  });

  it('reports a malformed override instead of silently using the genesis id', () => {
    expect(resolveNetwork({ VITE_NETWORK: 'localnet', VITE_HLK_ASSET_ID: 'hlk' })).toEqual({
      ok: false,
      name: 'localnet',
      missing: ['VITE_HLK_ASSET_ID'],
    });
  });

  it('takes the token of a real Algorand LocalNet', () => {
    const token = 'a'.repeat(64);
    const localnet = network(
      resolveNetwork({ VITE_NETWORK: 'localnet', VITE_ALGOD_TOKEN: token, VITE_INDEXER_TOKEN: token }),
    );
    expect(localnet.algod[0].token).toBe(token);
    expect(localnet.indexer[0].token).toBe(token);
  });
});
