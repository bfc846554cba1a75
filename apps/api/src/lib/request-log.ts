import { LogController } from 'fastify';

/**
 * One log line per request, written when it completes (method, url, client, status, time): Fastify's default
 * writes a second line as each request arrives, and every line is a write to the log (bench/README.md).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(...[error, request, reply]: Parameters<LogController['requestCompleted']>): void {
    if (this.isLogDisabled(request)) return;
    const message = `${request.method} ${request.url} ${reply.statusCode}`;
    const line = { ip: request.ip, responseTime: Math.round(reply.elapsedTime * 100) / 100 };
    if (error) reply.log.error({ ...line, err: error }, message);
    else reply.log.info(line, message);
  }
}
