import { describe, expect, it } from 'vitest';
import { ALREADY_ON_DEVICE, CEREMONY_CANCELLED, PASSKEYS_UNAVAILABLE, ceremonyMessage } from './ceremony-message';

const named = (name: string, code?: string) => Object.assign(new Error('x'), { name }, code ? { code } : {});

describe('the sentence of an ended passkey ceremony', () => {
  it('tells a cancel, a passkey already on the device and an address without passkeys apart', () => {
    expect(ceremonyMessage(named('NotAllowedError'))).toBe(CEREMONY_CANCELLED);
    expect(ceremonyMessage(named('InvalidStateError', 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'))).toBe(ALREADY_ON_DEVICE);
    expect(ceremonyMessage(named('SecurityError', 'ERROR_INVALID_RP_ID'))).toBe(PASSKEYS_UNAVAILABLE);
  });

  it('leaves anything else to the caller', () => {
    expect(ceremonyMessage(named('TypeError'))).toBeUndefined();
    expect(ceremonyMessage('nope')).toBeUndefined();
  });
});
