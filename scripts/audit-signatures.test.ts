// @vitest-environment node
import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * scripts/audit-signatures.sh against a stand-in `npm` first on the PATH, which answers `audit signatures` with what
 * the real one prints in each situation (npm 11) and `config get registry` with the registry: what the script
 * concludes from it, not whether this machine can reach Sigstore.
 */
const bin = mkdtempSync(join(tmpdir(), 'mox-fake-npm-'));
writeFileSync(
  join(bin, 'npm'),
  [
    '#!/usr/bin/env bash',
    'if [ "$1" = config ]; then echo https://registry.npmjs.org/; exit 0; fi',
    'printf "%s\\n" "$FAKE_NPM_OUTPUT"',
    'exit "$FAKE_NPM_STATUS"',
  ].join('\n'),
);
chmodSync(join(bin, 'npm'), 0o755);
afterAll(() => rmSync(bin, { recursive: true, force: true }));

/** Runs the script with npm answering `output` and exiting with `status`. */
function audit(output: string, status: number, extra: Record<string, string> = {}) {
  const env = {
    ...process.env,
    PATH: `${bin}:${process.env.PATH}`,
    FAKE_NPM_OUTPUT: output,
    FAKE_NPM_STATUS: String(status),
    MOX_REQUIRE_SIGNATURES: '',
    ...extra,
  };
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
    execFile('bash', ['scripts/audit-signatures.sh'], { env }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    ),
  );
}

const VERIFIED = 'audited 1267 packages in 3s\n\n1267 packages have verified registry signatures';
const NO_KEYS = 'npm error found no dependencies to audit that were installed from a supported registry';
const OFFLINE = [
  'npm error code ENOTFOUND',
  'npm error syscall getaddrinfo',
  'npm error network request to https://tuf-repo-cdn.sigstore.dev/15.root.json failed, reason: getaddrinfo ENOTFOUND tuf-repo-cdn.sigstore.dev',
].join('\n');
const TAMPERED = [
  'audited 1267 packages in 3s',
  '',
  '1 package has an invalid registry signature:',
  '',
  'left-pad@1.3.0 (https://registry.npmjs.org/)',
  '',
  'Someone might have tampered with this package since it was published on the registry!',
].join('\n');

describe('the signatures audit of CI', () => {
  it('passes when npm verified the signatures, and prints its summary', async () => {
    const { code, stdout, stderr } = await audit(VERIFIED, 0);
    expect(code).toBe(0);
    expect(stdout).toContain('1267 packages have verified registry signatures');
    expect(stderr).not.toContain('NOT RUN');
  });

  it('fails on a package with an invalid signature, and prints which', async () => {
    const { code, stdout } = await audit(TAMPERED, 1);
    expect(code).toBe(1);
    expect(stdout).toContain('left-pad@1.3.0');
  });

  it("says NOT RUN, with npm's reason, when the keys cannot be fetched; fails then only if signatures are required", async () => {
    const offline = await audit(OFFLINE, 1);
    expect(offline.code).toBe(0);
    expect(offline.stderr).toContain(
      'npm audit signatures: NOT RUN - npm could not fetch what it checks against: network request to https://tuf-repo-cdn.sigstore.dev/15.root.json failed',
    );
    expect((await audit(OFFLINE, 1, { MOX_REQUIRE_SIGNATURES: '1' })).code).toBe(1);
  });

  it('says NOT RUN when no source had signing keys (npm then finds nothing to audit), not a failure of the packages', async () => {
    const noKeys = await audit(NO_KEYS, 1);
    expect(noKeys.code).toBe(0);
    expect(noKeys.stderr).toContain('npm audit signatures: NOT RUN - no signing keys for https://registry.npmjs.org/');
    expect((await audit(NO_KEYS, 1, { MOX_REQUIRE_SIGNATURES: '1' })).code).toBe(1);
  });
});
