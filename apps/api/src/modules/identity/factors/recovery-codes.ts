import { randomInt } from 'node:crypto';
import { sha256 } from '../../../lib/tokens';

export const RECOVERY_CODE_COUNT = 10;
/** no 0/o, 1/l/i: read from paper without doubt */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = 5;

const randomPart = () => Array.from({ length: HALF }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Ten new codes as shown to the person: `abcde-fghjk` (about 49 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomPart()}-${randomPart()}`);
}

/** The stored form of a code as typed: case, spaces and hyphens do not matter. */
export function recoveryCodeHash(typed: string): string {
  return sha256(typed.toLowerCase().replace(/[\s-]/g, ''));
}

/** A typed value that can only be a TOTP code (six digits) rather than a recovery code. */
export const isTotpCode = (typed: string) => /^\d{6}$/.test(typed.replace(/\s/g, ''));
