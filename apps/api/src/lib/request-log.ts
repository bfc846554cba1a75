import { LogController } from 'fastify';

/**
 * One log line per request, written when it completes (method, url, client, status, time): Fastify's default
 * writes a second line as each request arrives, and every line is a write to the log (bench/README.md).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(...[error, request, reply]: Parameters<LogController['requestCompleted']>): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
