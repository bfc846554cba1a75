import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Config, keyBytes } from '../config';

const KEY_FILE = 'mfa-encryption.key';
const VERSION = 'v1';

/** The key: MFA_ENCRYPTION_KEY, else DATA_DIR/mfa-encryption.key, created (mode 600) the first time it is needed. */
function loadKey(config: Pick<Config, 'MFA_ENCRYPTION_KEY' | 'dataDir'>): Buffer {
  if (config.MFA_ENCRYPTION_KEY) return keyBytes(config.MFA_ENCRYPTION_KEY)!;
  const file = path.join(config.dataDir, KEY_FILE);
  try {
    const key = keyBytes(readFileSync(file, 'utf8').trim());
    if (!key) throw new Error(`${file} does not hold a 32-byte key (base64 or hex)`);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  // 'wx': two instances starting together never overwrite each other's key
  try {
    writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
    chmodSync(file, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return keyBytes(readFileSync(file, 'utf8').trim())!;
}

export interface SecretBox {
  seal(plaintext: string): string;
  open(sealed: string): string;
}

/**
 * AES-256-GCM for secrets the server must read back (TOTP secrets): `v1.<iv>.<tag>.<ciphertext>` in base64url.
 * The key is read on first use, so a server whose users never enrol never needs one.
 */
export function createSecretBox(config: Pick<Config, 'MFA_ENCRYPTION_KEY' | 'dataDir'>): SecretBox {
  let key: Buffer | undefined;
  const theKey = () => {
    key ??= loadKey(config);
    return key;
  };
  return {
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', theKey(), iv);
      const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('Unknown sealed secret format');
      const decipher = createDecipheriv('aes-256-gcm', theKey(), Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * A short keyed digest (8 hex digits of an HMAC-SHA256) of values the audit log may correlate but must never show,
 * such as a username nobody has (maybe a password typed in the wrong field: ADR 038). Its key is derived (HKDF, with
 * `purpose`) from the same key as the box's, read on first use: the same digest on every instance and after a restart,
 * and none that can be recomputed without the key.
 */
export function createKeyedDigest(config: Pick<Config, 'MFA_ENCRYPTION_KEY' | 'dataDir'>, purpose: string) {
  let key: Buffer | undefined;
  return (value: string): string => {
    key ??= Buffer.from(hkdfSync('sha256', loadKey(config), Buffer.alloc(0), purpose, 32));
    return createHmac('sha256', key).update(value, 'utf8').digest('hex').slice(0, 8);
  };
}
