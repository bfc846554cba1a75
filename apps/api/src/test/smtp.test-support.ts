import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './app.test-support';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * The app of a test file with its mail going over real SMTP to a listener on a free local port; `received` holds
 * every message that arrived, in order. Like setUpTestApp: `const w = setUpSmtpTestApp()`, then `w.t`, `w.received`.
 */
export function setUpSmtpTestApp(
  options: { env?: Record<string, string>; deps?: Parameters<typeof createTestApp>[1] } = {},
): { t: TestApp; received: ReceivedMail[] } {
  const world = { received: [] as ReceivedMail[] } as { t: TestApp; received: ReceivedMail[] };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        world.received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    world.t = await createTestApp(
      {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Congregação <no-reply@test.local>',
        ...options.env,
      },
      options.deps,
    );
  });
  afterAll(async () => {
    await world.t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });
  return world;
}
