import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createKeyedDigest, createSecretBox } from './secret-box';

const dataDir = mkdtempSync(path.join(tmpdir(), 'secret-box-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('secret box', () => {
  it('creates a private key file once, and reads back what it sealed (never the plain text stored)', () => {
    const box = createSecretBox({ dataDir, MFA_ENCRYPTION_KEY: undefined });
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toBe(box.seal('JBSWY3DPEHPK3PXP'));
    const file = path.join(dataDir, 'mfa-encryption.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')).toHaveLength(32);
    // another instance (or a restart) on the same data directory uses the same key
    expect(createSecretBox({ dataDir, MFA_ENCRYPTION_KEY: undefined }).open(sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a secret sealed with another key or altered', () => {
    const one = createSecretBox({ dataDir, MFA_ENCRYPTION_KEY: 'a'.repeat(64) });
    const other = createSecretBox({ dataDir, MFA_ENCRYPTION_KEY: 'b'.repeat(64) });
    const sealed = one.seal('secret');
    expect(one.open(sealed)).toBe('secret');
    expect(() => other.open(sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('altered').toString('base64url');
    expect(() => one.open(parts.join('.'))).toThrow();
  });
});

describe('keyed digest', () => {
  it('gives 8 hex digits, the same for the same key and text on any instance, another under another key or purpose', () => {
    const key = { dataDir, MFA_ENCRYPTION_KEY: 'c'.repeat(64) };
    const digest = createKeyedDigest(key, 'unknown username');
    expect(digest('segredo-123')).toMatch(/^[0-9a-f]{8}$/);
    expect(createKeyedDigest(key, 'unknown username')('segredo-123')).toBe(digest('segredo-123'));
    expect(digest('segredo-124')).not.toBe(digest('segredo-123'));
    expect(createKeyedDigest(key, 'another purpose')('segredo-123')).not.toBe(digest('segredo-123'));
    const otherKey = { dataDir, MFA_ENCRYPTION_KEY: 'd'.repeat(64) };
    expect(createKeyedDigest(otherKey, 'unknown username')('segredo-123')).not.toBe(digest('segredo-123'));
  });
});
