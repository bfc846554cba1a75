import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { streamZip } from './zip-stream';

const ENTRY_BYTES = 32 * 1024;
const ENTRIES = 60;

describe('streamZip', () => {
  it('waits for the reader: an unread stream holds about one entry, not the whole zip', async () => {
    let produced = 0;
    const stream = streamZip(
      async (add) => {
        for (let i = 0; i < ENTRIES; i++) {
          await add(`f-${i}.bin`, randomBytes(ENTRY_BYTES));
          produced += 1;
        }
      },
      () => {},
    );
    await sleep(100);
    expect(produced).toBeLessThanOrEqual(2);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(produced).toBe(ENTRIES);
    const entries = unzipSync(new Uint8Array(Buffer.concat(chunks)));
    expect(Object.keys(entries)).toHaveLength(ENTRIES);
    expect(entries['f-59.bin']).toHaveLength(ENTRY_BYTES);
  });

  it('stops producing when the reader goes away', async () => {
    let produced = 0;
    let finished = false;
    const stream = streamZip(
      async (add) => {
        for (let i = 0; i < ENTRIES; i++) {
          await add(`f-${i}.bin`, randomBytes(ENTRY_BYTES));
          produced += 1;
        }
        finished = true;
      },
      () => {},
    );
    stream.once('data', () => stream.destroy());
    stream.on('error', () => {});
    await sleep(200);
    expect(finished).toBe(false);
    expect(produced).toBeLessThan(5);
  });

  it('ends the stream with an error when producing fails', async () => {
    const errors: unknown[] = [];
    const stream = streamZip(
      async (add) => {
        await add('a.txt', new Uint8Array([1, 2, 3]));
        throw new Error('database gone');
      },
      (error) => errors.push(error),
    );
    await expect(
      (async () => {
        for await (const _ of stream);
      })(),
    ).rejects.toThrow('database gone');
    expect(errors).toHaveLength(1);
  });
});
