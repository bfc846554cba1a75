import { LogController } from 'fastify';
import pino, { type LoggerOptions } from 'pino';

/**
 * One log line per request, written when it completes (method, url, status, client, time) — at `debug` for a
 * success, `info` for a refusal (4xx), `error` for a failure. Fastify's default writes two `info` lines per
 * request; on this machine writing a line for every successful call cost about a fifth of the throughput of a
 * small call (bench/README.md). The reverse proxy's access log or `LOG_LEVEL=debug` shows every call.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(...[error, request, reply]: Parameters<LogController['requestCompleted']>): void {
    if (this.isLogDisabled(request)) return;
    const status = reply.statusCode;
    const level = error || status >= 500 ? 'error' : status >= 400 ? 'info' : 'debug';
    const line = { ip: request.ip, responseTime: Math.round(reply.elapsedTime * 100) / 100, err: error ?? undefined };
    reply.log[level](line, `${request.method} ${request.url} ${status}`);
  }
}

/**
 * Path segments that are secrets, in any case and between any number of slashes: the token of an invitation link
 * (the API's and the web page's) and of a password-reset link. A route taking a token in its path belongs here; the
 * security suite checks every `{token}` path of the API against it (ADR 036).
 */
const SECRET_SEGMENT = /(\/(?:api\/+invitations|convite|api\/+auth\/+password-reset)\/+)[^/?#\s]+/gi;

/** The text with the secret of every URL in it replaced. */
export const redactUrls = (text: string) => text.replace(SECRET_SEGMENT, '$1[oculto]');

interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
}

/**
 * The one place a secret in a URL is taken out of the log, whoever writes the line (our request line, Fastify's
 * own messages, an error's message and stack, a serialized request): every log call's text and the `req` and `err`
 * serializers pass their URLs through `redactUrls` (ADR 036).
 */
export const REDACTED_URLS = {
  serializers: {
    req: (req: LoggedRequest) => ({ method: req.method, url: req.url && redactUrls(req.url), remoteAddress: req.ip }),
    err: (err: Error) => {
      const serialized = pino.stdSerializers.err(err);
      if (!(err instanceof Error)) return serialized;
      return { ...serialized, message: redactUrls(serialized.message), stack: redactUrls(serialized.stack) };
    },
  },
  hooks: {
    logMethod(args, method) {
      const redacted = args.map((arg: unknown) => (typeof arg === 'string' ? redactUrls(arg) : arg));
      method.apply(this, redacted as Parameters<typeof method>);
    },
  },
} satisfies LoggerOptions;
