// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAINNET_EXPLORER, explorerSetting, resolveExplorer } from './explorer';

describe('the block explorer of history entries', () => {
  it.each([
    [{}, 'mainnet', DEFAULT_MAINNET_EXPLORER],
    [{}, 'localnet', null],
    [{ VITE_EXPLORER_TX_URL: '  ' }, 'mainnet', DEFAULT_MAINNET_EXPLORER],
    [{ VITE_EXPLORER_TX_URL: 'https://explorer.perawallet.app/tx/' }, 'mainnet', 'https://explorer.perawallet.app/tx/'],
    [
      { VITE_EXPLORER_TX_URL: 'http://localhost:5173/localnet/transaction/' },
      'localnet',
      'http://localhost:5173/localnet/transaction/',
    ],
    [{ VITE_EXPLORER_TX_URL: 'http://explorer.example/tx/' }, 'mainnet', null],
  ] as const)('%o on %s links to %s', (env, network, expected) => {
    expect(resolveExplorer(env, network)).toBe(expected);
  });

  it.each(['allo.info/tx/', 'javascript:alert(1)', 'http://explorer.example/tx/', 'ftp://x/'])(
    'refuses %j (the build stops)',
    (value) => {
      expect(explorerSetting({ VITE_EXPLORER_TX_URL: value })).toBe('invalid');
    },
  );
});
