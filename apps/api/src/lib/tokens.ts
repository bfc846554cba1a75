import { hash, randomBytes, randomInt } from 'node:crypto';

/** An opaque 256-bit session token; only its SHA-256 hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return hash('sha256', value, 'hex');
}

export function randomDigits(length: number): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}

export function randomPassword(): string {
  return randomBytes(12).toString('base64url');
}
