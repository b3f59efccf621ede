/**
 * A complete MainNet build configuration with made-up ids (the nodes are MainNet's defaults): what the build checks
 * (scripts/build-env.test.ts) and the MainNet journey (e2e/mainnetAxe.spec.ts) build with. Not a real deployment's.
 */
export const MAINNET_SAMPLE_ENV = {
  VITE_NETWORK: 'mainnet',
  VITE_UMQ_ASSET_ID: '101',
  VITE_HLK_ASSET_ID: '102',
  VITE_APP_ROULETTE_ID: '103',
  VITE_APP_AIRDROP_ID: '104',
  VITE_APP_MARKETPLACE_ID: '105',
  VITE_APP_QUIZ_ID: '106',
  VITE_APP_TARGET_ID: '107',
  VITE_APP_STAKING_ID: '108',
  VITE_ADMIN_ADDRESS: 'PAZJDDZ6ZEPDX7ATN7H7MEI4KX6G2DXIZAMEW6BH37MU7U6M7TGI6XNS5I',
} as const;
