// @vitest-environment node
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildEnvProblem } from './build-env';
import { MAINNET_SAMPLE_ENV } from './mainnet-sample-env';

const run = promisify(execFile);
const outDirs: string[] = [];

/** A real `vite build` of the app into a temporary folder with `env` added to the environment (VITE_* included). */
async function build(env: Record<string, string>) {
  const outDir = mkdtempSync(join(tmpdir(), 'mox-build-'));
  outDirs.push(outDir);
  const vite = join('node_modules', 'vite', 'bin', 'vite.js');
  const args = [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'];
  const result = await run(process.execPath, args, { env: { ...process.env, ...env } }).then(
    () => ({ ok: true as const, stderr: '' }),
    (error: { stderr: string }) => ({ ok: false as const, stderr: error.stderr }),
  );
  return { ...result, outDir };
}

/** Every file of a build, path → text. */
function files(dir: string): Map<string, string> {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(
    entries.map((entry) => [
      join(entry.parentPath, entry.name),
      readFileSync(join(entry.parentPath, entry.name), 'utf8'),
    ]),
  );
}

/** The Content-Security-Policy in a build's index.html (its meta tag's content, unescaped), or null. */
function policyOf(outDir: string): string | null {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const content = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
  return content === undefined ? null : content.replaceAll('&#39;', "'");
}

/** A complete MainNet configuration (ids, admin) whose referral setting each case adds. */
const MAINNET = MAINNET_SAMPLE_ENV;

/** The value of `name` in the `/*` rule of a `_headers` file. */
function headerOf(file: string, name: string): string | undefined {
  const rule = file.split('\n\n').find((block) => block.startsWith('/*\n'));
  return rule
    ?.split('\n')
    .find((line) => line.startsWith(`  ${name}: `))
    ?.slice(name.length + 4);
}

afterAll(() => outDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

// Each case is a real production build: seconds on its own, far more on two cores under the whole suite.
describe('the production build and its VITE_* settings', { timeout: 60_000 }, () => {
  it('carries the settings the app reads, and neither a stray VITE_* value nor the mock service worker', async () => {
    const { ok, stderr, outDir } = await build({
      VITE_NETWORK: 'localnet',
      VITE_ALGOD_URL: 'https://algod.mox-named.test:4001',
      VITE_MOX_UNUSED: 'stray-value-9b41e',
      VITE_SOME_API_KEY: 'stray-secret-c07d2',
    });
    expect(stderr).toBe('');
    expect(ok).toBe(true);
    const text = [...files(outDir).values()].join('\n');
    expect(text).toContain('https://algod.mox-named.test:4001');
    expect(text).not.toContain('stray-value-9b41e');
    expect(text).not.toContain('stray-secret-c07d2');
    expect(existsSync(join(outDir, 'mockServiceWorker.js'))).toBe(false);
    expect(text).not.toMatch(/mockServiceWorker/);
    // The app's build carries its Content-Security-Policy (the catalogue's must not: e2e/catalogue.spec.ts).
    // No analytics unless asked for: scripts from the app's origin only, and not even the gate's code ships.
    expect(policyOf(outDir)).toContain("script-src 'self';");
    expect(text).not.toContain('mox-analytics');
  });

  it('with analytics enabled, keeps its script out of the app: only the sandboxed frame page loads it', async () => {
    const { ok, stderr, outDir } = await build({
      VITE_NETWORK: 'localnet',
      VITE_ANALYTICS_SCRIPT_URL: 'https://stats.mox-named.test/js/script.js',
    });
    expect(stderr).toBe('');
    expect(ok).toBe(true);
    const built = files(outDir);
    const frame = built.get(join(outDir, 'analytics-frame.html'));
    // Its bridge adds the script only in the sandbox's opaque origin (e2e/analytics.spec.ts opens the page on its own).
    expect(frame).toContain("if (self.origin === 'null')");
    expect(frame).toContain('script.src = "https://stats.mox-named.test/js/script.js"');
    expect(frame).toMatch(/script-src 'sha256-[^']+' https:\/\/stats\.mox-named\.test;/);
    // Neither the app's page, its code nor its policy names the analytics origin.
    const app = [...built].filter(([path]) => !path.endsWith('analytics-frame.html')).map(([, text]) => text);
    expect(app.join('\n')).not.toContain('stats.mox-named.test');
    expect(policyOf(outDir)).toContain("script-src 'self';");
  });

  it('refuses an analytics script that is not an https URL, writing nothing', async () => {
    const { ok, stderr, outDir } = await build({
      VITE_NETWORK: 'localnet',
      VITE_ANALYTICS_SCRIPT_URL: 'http://stats.mox-named.test/js/script.js',
    });
    expect(ok).toBe(false);
    expect(stderr).toContain('VITE_ANALYTICS_SCRIPT_URL must be the absolute https URL');
    expect(files(outDir).size).toBe(0);
  });

  it('refuses a proxy build that also sets the referral client secret, writing nothing', async () => {
    const { ok, stderr, outDir } = await build({
      VITE_NETWORK: 'mainnet',
      VITE_REFERRAL_PROXY_URL: 'https://referidos.example.com/events',
      VITE_REFERRAL_CLIENT_SECRET: 'client-secret-5e11a',
    });
    expect(ok).toBe(false);
    expect(stderr).toContain(
      'VITE_REFERRAL_CLIENT_SECRET is set, but VITE_REFERRAL_PROXY_URL selects the referral proxy',
    );
    expect(files(outDir).size).toBe(0);
  });

  it('refuses a build that sets the referral client secret with no proxy-less referral flow, writing nothing', async () => {
    const { ok, stderr, outDir } = await build({
      VITE_NETWORK: 'localnet',
      VITE_REFERRAL_CLIENT_SECRET: 'client-secret-7f3c9',
    });
    expect(ok).toBe(false);
    expect(stderr).toContain('VITE_REFERRAL_CLIENT_SECRET is set without VITE_REFERRAL_TOKEN_URL');
    expect(files(outDir).size).toBe(0);
  });

  it('refuses a MainNet build in the direct referral mode, naming the secret, and publishes nothing', async () => {
    const { ok, stderr, outDir } = await build({
      ...MAINNET,
      VITE_REFERRAL_TOKEN_URL: 'https://provider.mox-named.test/oauth/token',
      VITE_REFERRAL_EVENTS_URL: 'https://provider.mox-named.test/events',
      VITE_REFERRAL_CLIENT_ID: 'mox-client',
      VITE_REFERRAL_CLIENT_SECRET: 'client-secret-mainnet-3d8e1',
      MOX_ACCEPT_PUBLIC_REFERRAL_SECRET: '',
    });
    expect(ok).toBe(false);
    expect(stderr).toContain('VITE_REFERRAL_CLIENT_SECRET would be published in this MainNet bundle');
    expect([...files(outDir).values()].join('\n')).not.toContain('client-secret-mainnet-3d8e1');
  });

  it('builds a MainNet proxy configuration without the proxy secret, and writes the host headers of its policy', async () => {
    const { ok, stderr, outDir } = await build({
      ...MAINNET,
      VITE_REFERRAL_PROXY_URL: 'https://referidos.mox-named.test/events',
      // The proxy's own setting (proxy/README.md), in the same environment: never in the bundle.
      REFERRAL_CLIENT_SECRET: 'proxy-secret-mainnet-a41f0',
    });
    expect(stderr).toBe('');
    expect(ok).toBe(true);
    const built = files(outDir);
    expect([...built.values()].join('\n')).not.toContain('proxy-secret-mainnet-a41f0');
    // What the <meta> cannot say, the host's headers do: the same policy plus frame-ancestors, and the fixed headers.
    const headers = built.get(join(outDir, '_headers'))!;
    expect(headerOf(headers, 'Content-Security-Policy')).toBe(`${policyOf(outDir)}; frame-ancestors 'none'`);
    expect(headerOf(headers, 'X-Frame-Options')).toBe('DENY');
    expect(headerOf(headers, 'Referrer-Policy')).toBe('no-referrer');
    expect(headerOf(headers, 'Permissions-Policy')).toContain('camera=(self)');
  });
});

describe('buildEnvProblem', () => {
  it('accepts the proxy alone, the proxy-less flow with its secret, and blank values', () => {
    expect(buildEnvProblem({ VITE_REFERRAL_PROXY_URL: 'https://r.example.com' })).toBeNull();
    expect(
      buildEnvProblem({ VITE_REFERRAL_TOKEN_URL: 'https://t.example.com', VITE_REFERRAL_CLIENT_SECRET: 's' }),
    ).toBeNull();
    expect(
      buildEnvProblem({ VITE_REFERRAL_PROXY_URL: 'https://r.example.com', VITE_REFERRAL_CLIENT_SECRET: ' ' }),
    ).toBeNull();
  });

  it('refuses the secret beside the proxy, or with no token endpoint to send it to', () => {
    expect(
      buildEnvProblem({ VITE_REFERRAL_PROXY_URL: 'https://r.example.com', VITE_REFERRAL_CLIENT_SECRET: 's' }),
    ).toMatch(/selects the referral proxy/);
    expect(buildEnvProblem({ VITE_REFERRAL_CLIENT_SECRET: 's' })).toMatch(/without VITE_REFERRAL_TOKEN_URL/);
  });

  it('accepts no analytics or an https analytics script, and refuses any other value', () => {
    expect(buildEnvProblem({ VITE_ANALYTICS_SCRIPT_URL: ' ' })).toBeNull();
    expect(buildEnvProblem({ VITE_ANALYTICS_SCRIPT_URL: 'https://stats.example.org/script.js' })).toBeNull();
    expect(buildEnvProblem({ VITE_ANALYTICS_SCRIPT_URL: 'http://stats.example.org/script.js' })).toMatch(
      /VITE_ANALYTICS_SCRIPT_URL must be the absolute https URL/,
    );
    expect(buildEnvProblem({ VITE_ANALYTICS_SCRIPT_URL: 'stats.example.org/script.js' })).toMatch(/https URL/);
  });

  it('refuses the direct referral mode on MainNet (a production build by default) unless the secret is accepted as public', () => {
    const direct = { VITE_REFERRAL_TOKEN_URL: 'https://t.example.com', VITE_REFERRAL_CLIENT_SECRET: 's' };
    expect(buildEnvProblem({ ...direct, VITE_NETWORK: 'mainnet' })).toMatch(/^VITE_REFERRAL_CLIENT_SECRET would be/);
    expect(buildEnvProblem(direct, { production: true })).toMatch(/MOX_ACCEPT_PUBLIC_REFERRAL_SECRET=1/);
    expect(buildEnvProblem({ ...direct, MOX_ACCEPT_PUBLIC_REFERRAL_SECRET: '1' }, { production: true })).toBeNull();
    expect(
      buildEnvProblem({ ...direct, MOX_ACCEPT_PUBLIC_REFERRAL_SECRET: 'yes' }, { production: true }),
    ).not.toBeNull();
    expect(buildEnvProblem({ ...direct, VITE_NETWORK: 'localnet' }, { production: true })).toBeNull();
  });

  it('refuses a VITE_NETWORK that names no network, so no spelling skips the MainNet checks', () => {
    const direct = { VITE_REFERRAL_TOKEN_URL: 'https://t.example.com', VITE_REFERRAL_CLIENT_SECRET: 's' };
    for (const name of ['MainNet', 'main', 'testnet'])
      expect(buildEnvProblem({ ...direct, VITE_NETWORK: name }, { production: true })).toMatch(
        new RegExp(`^VITE_NETWORK must be mainnet or localnet .*not "${name}"`),
      );
    expect(buildEnvProblem({ VITE_NETWORK: ' localnet ' })).toBeNull();
  });

  it.each(['VITE_ALGOD_URL', 'VITE_INDEXER_URL', 'VITE_REFERRAL_PROXY_URL', 'VITE_TERMS_URL', 'VITE_PRIVACY_URL'])(
    'refuses a plain-http %s on MainNet, and accepts it on a localnet build whose nodes are on this machine',
    (name) => {
      expect(buildEnvProblem({ VITE_NETWORK: 'mainnet', [name]: 'http://node.example.com' })).toMatch(
        new RegExp(`^${name} must be an https URL on MainNet`),
      );
      expect(buildEnvProblem({ [name]: 'http://node.example.com' }, { production: true })).toMatch(/https URL/);
      expect(buildEnvProblem({ VITE_NETWORK: 'mainnet', [name]: 'https://node.example.com' })).toBeNull();
      const local = { VITE_NETWORK: 'localnet', VITE_ALGOD_URL: 'http://localhost:4001' };
      expect(buildEnvProblem({ ...local, [name]: 'http://localhost:8980' })).toBeNull();
    },
  );

  describe('a build labelled localnet whose nodes are not on this machine gets the MainNet checks (issue 31 item 11)', () => {
    const direct = { VITE_REFERRAL_TOKEN_URL: 'https://t.example.com', VITE_REFERRAL_CLIENT_SECRET: 's' };

    it.each(['VITE_ALGOD_URL', 'VITE_INDEXER_URL', 'VITE_ALGOD_URLS', 'VITE_INDEXER_URLS'])(
      'refuses a plain-http remote node in %s, naming it',
      (name) => {
        const urls = name.endsWith('URLS') ? 'https://a.example.com, http://b.example.com' : 'http://b.example.com';
        expect(buildEnvProblem({ VITE_NETWORK: 'localnet', [name]: urls })).toMatch(
          new RegExp(`^${name} must be an https URL when the nodes are not on this machine`),
        );
        expect(buildEnvProblem({ VITE_NETWORK: 'localnet', [name]: 'https://b.example.com' })).toBeNull();
      },
    );

    it('refuses plain-http legal or referral URLs once a node is remote', () => {
      const remote = { VITE_NETWORK: 'localnet', VITE_ALGOD_URL: 'https://node.example.com' };
      expect(buildEnvProblem({ ...remote, VITE_TERMS_URL: 'http://legal.example.com' })).toMatch(
        /^VITE_TERMS_URL must be an https URL/,
      );
    });

    it('refuses the referral client secret unless accepted as public, as on MainNet', () => {
      const remote = {
        VITE_NETWORK: 'localnet',
        VITE_INDEXER_URLS: 'https://idx-1.example.com,https://idx-2.example.com',
      };
      expect(buildEnvProblem({ ...remote, ...direct })).toMatch(/would be published in this public bundle/);
      expect(buildEnvProblem({ ...remote, ...direct, MOX_ACCEPT_PUBLIC_REFERRAL_SECRET: '1' })).toBeNull();
    });

    it('keeps the local rules where every node is localhost, 127.0.0.1 or [::1]', () => {
      for (const host of ['localhost:4001', '127.0.0.1:4001', '[::1]:4001'])
        expect(buildEnvProblem({ VITE_NETWORK: 'localnet', VITE_ALGOD_URLS: `http://${host}`, ...direct })).toBeNull();
    });
  });

  it('refuses a VITE_GENESIS_HASH override on MainNet, and accepts it on localnet', () => {
    const hash = { VITE_GENESIS_HASH: 'SGO1GKSzyE7IEPItTxCByw9x8FmnrCDexi9/cOUJOiI=' };
    expect(buildEnvProblem({ ...hash, VITE_NETWORK: 'mainnet' })).toMatch(/^VITE_GENESIS_HASH is set on MainNet/);
    expect(buildEnvProblem(hash, { production: true })).toMatch(/VITE_GENESIS_HASH/);
    expect(buildEnvProblem({ ...hash, VITE_NETWORK: 'localnet' })).toBeNull();
  });

  it('accepts no explorer or an https one (http on localhost), and refuses any other value', () => {
    expect(buildEnvProblem({ VITE_EXPLORER_TX_URL: '' })).toBeNull();
    expect(buildEnvProblem({ VITE_EXPLORER_TX_URL: 'https://allo.info/tx/' })).toBeNull();
    expect(buildEnvProblem({ VITE_EXPLORER_TX_URL: 'http://localhost:5173/tx/' })).toBeNull();
    expect(buildEnvProblem({ VITE_EXPLORER_TX_URL: 'http://allo.info/tx/' })).toMatch(/VITE_EXPLORER_TX_URL must be/);
    expect(buildEnvProblem({ VITE_EXPLORER_TX_URL: 'allo.info/tx/' })).toMatch(/VITE_EXPLORER_TX_URL must be/);
  });
});
