import type { FastifyRequest } from 'fastify';
import type { Config } from '../../../config';
import { createKeyedDigest } from '../../../lib/secret-box';

/** How the log names a username typed at sign-in. */
export interface NamedUsername {
  /** the failure counters' key: the username, or `?` and the digest */
  key: string;
  /** what a description says: `"ana"`, or `utilizador desconhecido (1a2b3c4d)` */
  label: string;
  details: { username: string } | { username: null; unknownUsername: string };
}

export type UsernameNamer = (typed: string, isKnown: boolean) => NamedUsername;

/**
 * A username an account has is recorded as typed; any other text is recorded as unknown, with 8 hex digits of a keyed
 * digest of it (lib/secret-box.ts): it may be a password typed into the wrong field, so it is never kept or shown,
 * while tries of the same text still share their digest and can be correlated (ADR 038).
 */
export function usernameNamer(config: Pick<Config, 'MFA_ENCRYPTION_KEY' | 'dataDir'>): UsernameNamer {
  const digest = createKeyedDigest(config, 'congregacao: unknown username');
  return (typed, isKnown) => {
    if (isKnown) return { key: typed, label: `"${typed}"`, details: { username: typed } };
    const hash = digest(typed);
    return {
      key: `?${hash}`,
      label: `utilizador desconhecido (${hash})`,
      details: { username: null, unknownUsername: hash },
    };
  };
}

/** The username of a sign-in call's body, as the contract reads it (trimmed, lower case). */
export function attemptedUsername(request: FastifyRequest): string {
  const body = request.body as { username?: unknown } | undefined;
  return typeof body?.username === 'string' ? body.username.trim().toLowerCase().slice(0, 50) : '';
}
