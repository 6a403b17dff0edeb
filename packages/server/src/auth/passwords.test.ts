import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyDummy, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('hashes with argon2id at OWASP parameters and verifies only the right password', async () => {
    const stored = await hashPassword('correct horse');
    // $argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>: the parameters read back from the stored string.
    const [, algorithm, version, params = ''] = stored.split('$');
    expect(algorithm).toBe('argon2id');
    expect(version).toBe('v=19');
    const p = Object.fromEntries(
      params
        .split(',')
        .map((kv) => kv.split('='))
        .map(([k, v]) => [k, Number(v)]),
    );
    // OWASP's minimum for argon2id: 19 MiB of memory, 2 iterations, 1 degree of parallelism.
    expect(p.m).toBeGreaterThanOrEqual(19 * 1024);
    expect(p.t).toBeGreaterThanOrEqual(2);
    expect(p.p).toBe(1);
    expect(await verifyPassword(stored, 'correct horse')).toBe(true);
    expect(await verifyPassword(stored, 'wrong horse')).toBe(false);
  });

  it('treats a stored value that is not a hash as a failed verification', async () => {
    expect(await verifyPassword('not-a-real-hash', 'anything')).toBe(false);
  });

  it('makes the decoy a real, failing verification', async () => {
    const start = performance.now();
    expect(await verifyDummy('correct horse')).toBe(false);
    // The first call also hashes the decoy; a decoy that did no work would take well under a millisecond.
    expect(performance.now() - start).toBeGreaterThan(5);
  });

  it('generates distinct passwords of 24 URL-safe characters', () => {
    const a = generatePassword();
    expect(a).toMatch(/^[\w-]{24}$/);
    expect(generatePassword()).not.toBe(a);
  });
});
