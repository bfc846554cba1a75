import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** The channel the change triggers notify (drizzle/0003_change_notifications.sql). */
export const CHANGE_CHANNEL = 'congregacao_changes';

/** 'auth': sessions and the users they carry; 'data': what the fill screen's answer is built from. */
export type ChangeTopic = 'auth' | 'data';
const TOPICS: ChangeTopic[] = ['auth', 'data'];
const PROBE_PREFIX = 'probe:';

const RECONNECT_DELAY_MS = 1000;
/** How often the feed proves it still hears notifications, and how long it waits for its own. */
const PROBE_INTERVAL_MS = 15_000;
const PROBE_TIMEOUT_MS = 2000;

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** Sends a notification on the channel through an ordinary connection (the pool). */
export type Notify = (channel: string, payload: string) => Promise<unknown>;

/**
 * Tells in-memory caches when what they hold may have changed, in this instance or any other sharing the database.
 *
 * Each topic has a generation. A cache stores a value with the generation read *before* it loaded the value, and
 * uses it only while the generation is unchanged: a change committed after the load began (anywhere) moves the
 * generation, by its notification, before or after the value is stored, and either way the value is never used.
 *
 * The feed is live only while it can prove it hears notifications: after LISTEN, and every 15 s, it sends one of
 * its own through the pool and must hear it back within 2 s (a connection that died silently, or a pooler that
 * swallows notifications, fails the probe). While not live `generation()` is null and nothing is cached: every
 * call reads the database. Going down moves every generation, so nothing from before the gap is trusted after it.
 */
export class ChangeFeed {
  private readonly generations: Record<ChangeTopic, number> = { auth: 0, data: 0 };
  private readonly probes = new Map<string, () => void>();
  private client: pg.Client | null = null;
  private live = false;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private failing = false;

  constructor(
    private readonly connectionConfig: pg.ClientConfig,
    private readonly notify: Notify,
    private readonly log: Logger,
  ) {}

  /** The topic's generation, or null while changes cannot be heard (then nothing may be cached). */
  generation(topic: ChangeTopic): number | null {
    return this.live ? this.generations[topic] : null;
  }

  /** Marks every topic changed: this instance's own writes, so its next read never waits for the notification. */
  changed(topics: readonly ChangeTopic[] = TOPICS): void {
    for (const topic of topics) this.generations[topic]++;
  }

  /** Connects, listens and probes; on failure keeps retrying in the background (caches stay off meanwhile). */
  async start(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ ...this.connectionConfig, keepAlive: true });
    this.client = client;
    client.on('notification', ({ channel, payload = '' }) => {
      if (channel !== CHANGE_CHANNEL) return;
      if (payload.startsWith(PROBE_PREFIX)) this.probes.get(payload)?.();
      else if (TOPICS.includes(payload as ChangeTopic)) this.changed([payload as ChangeTopic]);
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (!(await this.probe())) throw new Error(`LISTEN ${CHANGE_CHANNEL} does not hear its own notification`);
    } catch (err) {
      if (!this.failing) this.log.warn({ err }, 'change notifications unavailable: in-memory caches are off');
      this.failing = true;
      this.lost(client);
      return;
    }
    if (this.client !== client) return; // lost or stopped while connecting
    if (this.failing) this.log.info({}, 'change notifications connected: in-memory caches are on');
    this.failing = false;
    this.changed();
    this.live = true;
    this.heartbeat = setInterval(async () => {
      if ((await this.probe()) || this.client !== client) return;
      this.log.warn({}, 'change notifications stopped arriving: in-memory caches are off until they are back');
      this.failing = true;
      this.lost(client);
    }, PROBE_INTERVAL_MS);
    this.heartbeat.unref();
  }

  async stop(): Promise<void> {
    this.closed = true;
    this.live = false;
    if (this.retry) clearTimeout(this.retry);
    if (this.heartbeat) clearInterval(this.heartbeat);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  /** Sends a notification of our own and waits for it to come back on the listening connection. */
  private async probe(): Promise<boolean> {
    const payload = `${PROBE_PREFIX}${randomUUID()}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      this.probes.set(payload, () => resolve(true));
      timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
    });
    try {
      await this.notify(CHANGE_CHANNEL, payload);
      return await heard;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
      this.probes.delete(payload);
    }
  }

  private lost(client: pg.Client): void {
    client.end().catch(() => {});
    if (this.client !== client) return; // an earlier connection's last events
    if (this.live && !this.closed && !this.failing) {
      this.log.warn({}, 'change notifications lost: in-memory caches are off until they reconnect');
      this.failing = true;
    }
    this.live = false;
    this.changed();
    this.client = null;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.start();
    }, RECONNECT_DELAY_MS);
    this.retry.unref();
  }
}
