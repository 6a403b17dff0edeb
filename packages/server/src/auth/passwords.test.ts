import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyDummy, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('hashes with argon2id at OWASP parameters and verifies only the right password', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored.startsWith('$argon2id$')).toBe(true);
    const params = stored.split('$')[3]?.split(',').sort();
    expect(params).toEqual(['m=19456', 'p=1', 't=2']);
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
