import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(data));

// authenticator data flags (WebAuthn §6.1): user present, user verified, attested credential data
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

/** The JSON a browser makes of a PublicKeyCredential (`toJSON()`), around the authenticator's response. */
function publicKeyCredential<R>(id: string, response: R) {
  return {
    id,
    rawId: id,
    type: 'public-key' as const,
    clientExtensionResults: {},
    authenticatorAttachment: 'platform' as const,
    response,
  };
}

interface StoredKey {
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

/**
 * A passkey authenticator in software, for the API tests: an ES256 (P-256) key pair per credential from node:crypto,
 * attestation "none", the CBOR of the attestation object and COSE key written with the library's own encoder, and
 * the client data a browser would send. Written from WebAuthn Level 3 §6.1 (authenticator data), §6.5.1 (attested
 * credential data) and RFC 9053 §7.1.1 (EC2 COSE keys), so the server code is checked against the standard, not
 * against itself.
 */
export class SoftwareAuthenticator {
  private readonly keys = new Map<string, StoredKey>();

  constructor(
    readonly origin: string,
    /** the counter step per signature; 0 imitates the synced passkeys, which keep no counter */
    private readonly counterStep = 1,
  ) {}

  private authenticatorData(rpId: string, flags: number, counter: number, attested?: Uint8Array): Uint8Array {
    const head = Buffer.alloc(37);
    sha256(rpId).copy(head, 0);
    head[32] = flags;
    head.writeUInt32BE(counter, 33);
    return attested ? Buffer.concat([head, attested]) : head;
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin = this.origin): string {
    return JSON.stringify({ type, challenge, origin, crossOrigin: false });
  }

  /** `navigator.credentials.create()`: a new key pair for the account the options name. */
  register(
    options: PublicKeyCredentialCreationOptionsJSON,
    overrides: { challenge?: string; origin?: string; isUserVerified?: boolean } = {},
  ): RegistrationResponseJSON {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
    const credentialId = randomBytes(16);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16) /* aaguid: none */, idLength, credentialId, coseKey]);
    const flags = UP | AT | (overrides.isUserVerified === false ? 0 : UV);
    const authData = this.authenticatorData(options.rp.id!, flags, 0, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, number>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, number>()],
        ['authData', authData],
      ]),
    );
    const id = b64url(credentialId);
    this.keys.set(id, { privateKey, userHandle: options.user.id, counter: 0 });
    const clientDataJSON = this.clientData(
      'webauthn.create',
      overrides.challenge ?? options.challenge,
      overrides.origin,
    );
    return publicKeyCredential(id, {
      clientDataJSON: b64url(Buffer.from(clientDataJSON)),
      attestationObject: b64url(attestationObject),
      transports: ['internal'],
    });
  }

  /** `navigator.credentials.get()`: signs the challenge with a stored key (the first one unless `credentialId`). */
  signIn(
    options: PublicKeyCredentialRequestOptionsJSON,
    overrides: { credentialId?: string; challenge?: string; origin?: string; counter?: number } = {},
  ): AuthenticationResponseJSON {
    const id = overrides.credentialId ?? [...this.keys.keys()][0]!;
    const key = this.keys.get(id);
    if (!key) throw new Error('no such credential in this authenticator');
    key.counter = overrides.counter ?? key.counter + this.counterStep;
    const authData = this.authenticatorData(options.rpId!, UP | UV, key.counter);
    const clientDataJSON = Buffer.from(
      this.clientData('webauthn.get', overrides.challenge ?? options.challenge, overrides.origin),
    );
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), key.privateKey);
    return publicKeyCredential(id, {
      clientDataJSON: b64url(clientDataJSON),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      userHandle: key.userHandle,
    });
  }
}
