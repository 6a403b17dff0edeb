// A software passkey authenticator for the server's tests: an EC P-256 key made with node's crypto,
// answering registration and sign-in challenges the way a real authenticator and browser do
// (attestation "none", user present and verified), so the tests check real signatures.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

type Options = { challenge: string; rp?: { id?: string }; rpId?: string };

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest();
const b64 = (data: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(data));
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export class PasskeyAuthenticator {
  readonly credentialId = new Uint8Array(randomBytes(16));
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  /** The signature counter the next sign-in reports (a real authenticator adds one each time). */
  counter = 0;
  /** The user handle the registration gave it, answered back on sign-in. */
  private userHandle: string | undefined;

  constructor(
    /** The origin the "browser" reports it is on. */
    public origin: string,
  ) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.publicJwk = { x: jwk.x as string, y: jwk.y as string };
  }

  get id(): string {
    return b64(this.credentialId);
  }

  private authData(rpId: string, flags: number, attested?: Uint8Array): Uint8Array {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(Buffer.from(rpId)), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  private clientData(type: string, challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /** The browser's answer to registration options, as @simplewebauthn/browser sends it. */
  register(options: Options & { user: { id: string } }, { flags = UP | UV | AT } = {}) {
    const rpId = options.rp?.id ?? '';
    this.userHandle = options.user.id;
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, isoBase64URL.toBuffer(this.publicJwk.x)],
      [-3, isoBase64URL.toBuffer(this.publicJwk.y)],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, isoCBOR.encode(coseKey)]);
    const authData = this.authData(rpId, flags, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, never> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, never>()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }

  /** The browser's answer to sign-in options: the authenticator data and client data, signed. */
  assert(options: Options, { rpId = options.rpId ?? '', flags = UP | UV } = {}) {
    const authData = this.authData(rpId, flags);
    const clientData = this.clientData('webauthn.get', options.challenge);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(clientData),
        authenticatorData: b64(authData),
        signature: b64(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }
}
