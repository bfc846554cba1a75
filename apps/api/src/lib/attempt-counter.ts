import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** One try counted in a window: what gives it back. */
export interface Reservation {
  key: string;
  /** which window it was counted in (a window that ended and began again is another) */
  window: string;
}

export type Reserved = { isReserved: true; reservation: Reservation } | { isReserved: false; ttl: number };

/**
 * Counts tries before they are made (ADR 038): `reserve` counts one under `key` unless `max` are already counted in
 * the key's window (fixed, `windowMs` from its first try), in one atomic step — so of any number of tries sent at once,
 * at most `max` are ever let through. `release` gives one back (a try that turned out not to be a failure); never
 * below zero and never into a later window.
 */
export interface AttemptCounter {
  reserve(key: string, max: number, windowMs: number): Promise<Reserved>;
  release(reservation: Reservation): Promise<void>;
}

const SWEEP_EVERY = 1000;

/** One process's counter (no REDIS_URL): a map whose ended windows are swept every thousand tries. */
export function memoryAttemptCounter(): AttemptCounter {
  const windows = new Map<string, { id: string; count: number; endsAt: number }>();
  let sinceSweep = 0;
  return {
    async reserve(key, max, windowMs) {
      const now = Date.now();
      if (++sinceSweep >= SWEEP_EVERY) {
        sinceSweep = 0;
        for (const [k, w] of windows) if (w.endsAt <= now) windows.delete(k);
      }
      let current = windows.get(key);
      if (!current || current.endsAt <= now) {
        current = { id: randomUUID(), count: 0, endsAt: now + windowMs };
        windows.set(key, current);
      }
      if (current.count >= max) return { isReserved: false, ttl: current.endsAt - now };
      current.count += 1;
      return { isReserved: true, reservation: { key, window: current.id } };
    },
    async release({ key, window }) {
      const current = windows.get(key);
      if (current?.id === window && current.count > 0) current.count -= 1;
    },
  };
}

// A hash per key: `w` the window's id, `n` its count; the key expires with the window.
const RESERVE = `
local window = redis.call('HGET', KEYS[1], 'w')
if not window then
  window = ARGV[3]
  redis.call('HSET', KEYS[1], 'w', window, 'n', 0)
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
local ttl = redis.call('PTTL', KEYS[1])
if tonumber(redis.call('HGET', KEYS[1], 'n')) >= tonumber(ARGV[1]) then return {0, ttl, window} end
redis.call('HINCRBY', KEYS[1], 'n', 1)
return {1, ttl, window}
`;

const RELEASE = `
if redis.call('HGET', KEYS[1], 'w') == ARGV[1] and tonumber(redis.call('HGET', KEYS[1], 'n')) > 0 then
  redis.call('HINCRBY', KEYS[1], 'n', -1)
end
return 1
`;

interface AttemptCommands {
  attemptReserve(key: string, max: number, windowMs: number, newWindow: string): Promise<[number, number, string]>;
  attemptRelease(key: string, window: string): Promise<number>;
}

/** The counter instances share (REDIS_URL): each step one Lua script, atomic in Redis. */
export function redisAttemptCounter(redis: Redis, prefix: string): AttemptCounter {
  redis.defineCommand('attemptReserve', { numberOfKeys: 1, lua: RESERVE });
  redis.defineCommand('attemptRelease', { numberOfKeys: 1, lua: RELEASE });
  const commands = redis as unknown as AttemptCommands;
  return {
    async reserve(key, max, windowMs) {
      const [isReserved, ttl, window] = await commands.attemptReserve(prefix + key, max, windowMs, randomUUID());
      return isReserved === 1 ? { isReserved: true, reservation: { key, window } } : { isReserved: false, ttl };
    },
    async release({ key, window }) {
      await commands.attemptRelease(prefix + key, window);
    },
  };
}
