import { Agent } from 'node:https';
import type { Config } from '../config';
import { loadVapidKeys } from './vapid-keys';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What became of one notification: delivered, the device gone for good (404/410: forget it), or failed for now. */
export type PushOutcome = 'delivered' | 'gone' | 'failed';

export interface PushSender {
  publicKey(): Promise<string>;
  send(target: PushTarget, payload: string): Promise<PushOutcome>;
}

/**
 * Web Push with the `web-push` package, loaded on the first notification (start-up time). The VAPID subject is the
 * server's public https address, else the sender's mail address. `agent`: the tests' loopback receiver's TLS; by
 * default a keep-alive one, so a month's reminders to one push service reuse a few TLS connections (bench `phone`).
 */
export function createPushSender(
  config: Pick<Config, 'dataDir' | 'publicOrigin' | 'MAIL_FROM'>,
  agent: Agent = new Agent({ keepAlive: true, maxSockets: 16 }),
): PushSender {
  let loaded: Promise<typeof import('web-push')> | undefined;
  const library = () => {
    loaded ??= import('web-push').then((m) => m.default);
    return loaded;
  };
  let keys: ReturnType<typeof loadVapidKeys> | undefined;
  const theKeys = async () => {
    const webpush = await library();
    keys ??= loadVapidKeys(config, () => webpush.generateVAPIDKeys());
    return keys;
  };
  const mail = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM;
  const subject = config.publicOrigin.startsWith('https:') ? config.publicOrigin : `mailto:${mail}`;
  let publicKey: string | undefined;
  return {
    async publicKey() {
      publicKey ??= (await theKeys()).publicKey;
      return publicKey;
    },
    async send(target: PushTarget, payload: string): Promise<PushOutcome> {
      const [webpush, vapid] = await Promise.all([library(), theKeys()]);
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          { vapidDetails: { subject, ...vapid }, TTL: 7 * 86_400, timeout: 10_000, agent },
        );
        return 'delivered';
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        return status === 404 || status === 410 ? 'gone' : 'failed';
      }
    },
  };
}
