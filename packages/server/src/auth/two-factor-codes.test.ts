import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, looksLikeTotp, newRecoveryCodes, newTotpSecret, totpEnrolment, totpStep } from './two-factor-codes.js';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 10);
const codeAt = (secret: string, ms: number) => generate({ secret, epoch: Math.floor(ms / 1000) });

describe('authenticator codes', () => {
  it('accepts the current code and its neighbours one step either side, and nothing further', async () => {
    const secret = newTotpSecret();
    const step = Math.floor(NOW / 30_000);
    expect(await totpStep(secret, await codeAt(secret, NOW), null, NOW)).toBe(step);
    expect(await totpStep(secret, await codeAt(secret, NOW - 30_000), null, NOW)).toBe(step - 1);
    expect(await totpStep(secret, await codeAt(secret, NOW + 30_000), null, NOW)).toBe(step + 1);
    expect(await totpStep(secret, await codeAt(secret, NOW - 90_000), null, NOW)).toBeNull();
    expect(await totpStep(secret, await codeAt(secret, NOW + 90_000), null, NOW)).toBeNull();
  });

  it('refuses a code whose step is not later than the last one accepted', async () => {
    const secret = newTotpSecret();
    const step = Math.floor(NOW / 30_000);
    const code = await codeAt(secret, NOW);
    expect(await totpStep(secret, code, step, NOW)).toBeNull();
    expect(await totpStep(secret, code, step - 1, NOW)).toBe(step);
  });

  it('refuses what is not six digits, and the code of another secret', async () => {
    const secret = newTotpSecret();
    expect(looksLikeTotp('12345')).toBe(false);
    expect(await totpStep(secret, 'abcdef', null, NOW)).toBeNull();
    expect(await totpStep(newTotpSecret(), await codeAt(secret, NOW), null, NOW)).toBeNull();
  });

  it('names the site and the account in the URL, and draws it as an SVG QR code', async () => {
    const { url, svg } = await totpEnrolment('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 'Brightwell & Co', 'ada');
    expect(url).toMatch(/^otpauth:\/\/totp\/Brightwell%20%26%20Co:ada\?/);
    expect(url).toContain('secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(url).toContain('issuer=Brightwell%20%26%20Co');
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });
});

describe('recovery codes', () => {
  it('makes ten different codes that are never taken for an authenticator code', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      expect(looksLikeTotp(code.replace('-', ''))).toBe(false);
    }
  });

  it('hashes a code the same however it is typed', () => {
    expect(hashRecoveryCode('abcde-fgh23')).toBe(hashRecoveryCode(' ABCDE FGH23 '));
    expect(hashRecoveryCode('abcde-fgh23')).toMatch(/^[0-9a-f]{64}$/);
  });
});
