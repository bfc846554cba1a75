import type { ChangeFeed, ChangeTopic } from '../db/change-feed';

interface Entry<V> {
  generation: number;
  value: V;
  size: number;
}

export interface GenerationCacheLimits<V> {
  maxEntries: number;
  /** With `sizeOf`: the sum of the entries' sizes is kept at or under `maxSize` (oldest entries go first). */
  maxSize?: number;
  sizeOf?: (value: V) => number;
}

/**
 * Values built from the database, each good while its topic's generation has not moved (db/change-feed.ts).
 * Read `generation()` before loading a value and store it with that generation.
 */
export class GenerationCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private size = 0;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly topic: ChangeTopic,
    private readonly limits: GenerationCacheLimits<V>,
  ) {}

  /** The generation to store a value about to be loaded with; null: do not cache now. */
  generation(): number | null {
    return this.feed.generation(this.topic);
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.generation === this.feed.generation(this.topic)) return entry.value;
    this.delete(key);
    return undefined;
  }

  set(key: string, generation: number | null, value: V): void {
    if (generation === null || generation !== this.feed.generation(this.topic)) return;
    const size = this.limits.sizeOf?.(value) ?? 0;
    if (this.limits.maxSize !== undefined && size > this.limits.maxSize) return;
    this.delete(key);
    this.entries.set(key, { generation, value, size });
    this.size += size;
    for (const oldest of this.entries.keys()) {
      const full = this.entries.size > this.limits.maxEntries || this.size > (this.limits.maxSize ?? Infinity);
      if (!full) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.size -= entry.size;
    this.entries.delete(key);
  }
}
