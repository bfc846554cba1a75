import pg from 'pg';

/** The channel the change triggers notify (drizzle/0003_change_notifications.sql). */
export const CHANGE_CHANNEL = 'congregacao_changes';

/** 'auth': sessions and the users they carry; 'data': what the fill screen's answer is built from. */
export type ChangeTopic = 'auth' | 'data';
const TOPICS: ChangeTopic[] = ['auth', 'data'];

const RECONNECT_DELAY_MS = 1000;

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * Tells in-memory caches when what they hold may have changed, in this instance or any other sharing the database.
 *
 * Each topic has a generation. A cache stores a value with the generation read *before* it loaded the value, and
 * uses it only while the generation is unchanged: a change committed after the load began (anywhere) moves the
 * generation, by its notification, before or after the value is stored, and either way the value is never used.
 * Without a live LISTEN connection `generation()` is null and nothing is cached: every call reads the database.
 * Losing the connection moves every generation, so nothing from before the gap is trusted after it.
 */
export class ChangeFeed {
  private readonly generations: Record<ChangeTopic, number> = { auth: 0, data: 0 };
  private client: pg.Client | null = null;
  private live = false;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  private failing = false;

  constructor(
    private readonly connectionConfig: pg.ClientConfig,
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

  /** Connects and listens; on failure keeps retrying in the background (caches stay off meanwhile). */
  async start(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client(this.connectionConfig);
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && TOPICS.includes(message.payload as ChangeTopic)) {
        this.changed([message.payload as ChangeTopic]);
      }
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
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
  }

  async stop(): Promise<void> {
    this.closed = true;
    this.live = false;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private lost(client: pg.Client): void {
    client.end().catch(() => {});
    if (this.client !== client) return; // an earlier connection's last events
    if (this.live && !this.closed) {
      this.log.warn({}, 'change notifications lost: in-memory caches are off until they reconnect');
      this.failing = true;
    }
    this.live = false;
    this.changed();
    this.client = null;
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.start();
    }, RECONNECT_DELAY_MS);
    this.retry.unref();
  }
}
