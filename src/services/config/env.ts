/**
 * This build's variables, each read by its full name. Vite inlines `import.meta.env.NAME` one name at a time, while
 * `import.meta.env` read whole becomes an object of every VITE_* variable of the build, secrets and strays included.
 * Add a name here when config starts reading it (env.test.ts fails until you do).
 */
export function buildEnv(): Readonly<Record<string, unknown>> {
  // A function, not a constant: vite.config.ts loads this module in Node, where import.meta.env does not exist.
  return {
    PROD: import.meta.env.PROD,
    VITE_NETWORK: import.meta.env.VITE_NETWORK,
    VITE_ALGOD_URL: import.meta.env.VITE_ALGOD_URL,
    VITE_ALGOD_URLS: import.meta.env.VITE_ALGOD_URLS,
    VITE_ALGOD_TOKEN: import.meta.env.VITE_ALGOD_TOKEN,
    VITE_INDEXER_URL: import.meta.env.VITE_INDEXER_URL,
    VITE_INDEXER_URLS: import.meta.env.VITE_INDEXER_URLS,
    VITE_INDEXER_TOKEN: import.meta.env.VITE_INDEXER_TOKEN,
    VITE_GENESIS_HASH: import.meta.env.VITE_GENESIS_HASH,
    VITE_UMQ_ASSET_ID: import.meta.env.VITE_UMQ_ASSET_ID,
    VITE_HLK_ASSET_ID: import.meta.env.VITE_HLK_ASSET_ID,
    VITE_APP_ROULETTE_ID: import.meta.env.VITE_APP_ROULETTE_ID,
    VITE_APP_AIRDROP_ID: import.meta.env.VITE_APP_AIRDROP_ID,
    VITE_APP_MARKETPLACE_ID: import.meta.env.VITE_APP_MARKETPLACE_ID,
    VITE_APP_QUIZ_ID: import.meta.env.VITE_APP_QUIZ_ID,
    VITE_APP_TARGET_ID: import.meta.env.VITE_APP_TARGET_ID,
    VITE_APP_STAKING_ID: import.meta.env.VITE_APP_STAKING_ID,
    VITE_ADMIN_ADDRESS: import.meta.env.VITE_ADMIN_ADDRESS,
    VITE_REFERRAL_PROXY_URL: import.meta.env.VITE_REFERRAL_PROXY_URL,
    VITE_REFERRAL_TOKEN_URL: import.meta.env.VITE_REFERRAL_TOKEN_URL,
    VITE_REFERRAL_EVENTS_URL: import.meta.env.VITE_REFERRAL_EVENTS_URL,
    VITE_REFERRAL_CLIENT_ID: import.meta.env.VITE_REFERRAL_CLIENT_ID,
    // Reaches the bundle only in the proxy-less referral mode: a proxy build that also sets it is refused
    // (scripts/build-env.ts).
    VITE_REFERRAL_CLIENT_SECRET: import.meta.env.VITE_REFERRAL_CLIENT_SECRET,
    VITE_TERMS_URL: import.meta.env.VITE_TERMS_URL,
    VITE_PRIVACY_URL: import.meta.env.VITE_PRIVACY_URL,
    VITE_EXPLORER_TX_URL: import.meta.env.VITE_EXPLORER_TX_URL,
  };
}
