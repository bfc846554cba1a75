import type { FastifyRequest } from 'fastify';
import type { Config } from '../../../config';

export interface RelyingParty {
  /** the domain passkeys are bound to */
  id: string;
  /** the only origin whose answers are accepted */
  origin: string;
}

export const RP_NAME = 'Congregação';

/**
 * Where passkeys belong: PUBLIC_URL (and WEBAUTHN_RP_ID) when set, otherwise the request's own address (its Host,
 * and the protocol the proxy reports when TRUST_PROXY is on). A request naming another host gets another relying
 * party, under which none of the stored passkeys verifies: a browser signs only for the site it shows.
 */
export function relyingParty(config: Config, request: FastifyRequest): RelyingParty {
  const url = new URL(config.PUBLIC_URL ?? `${request.protocol}://${request.host}`);
  return { id: (config.WEBAUTHN_RP_ID ?? url.hostname).toLowerCase(), origin: url.origin };
}
