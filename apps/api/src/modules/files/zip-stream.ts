import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';

export type AddEntry = (name: string, data: Uint8Array) => Promise<void>;

/** Resolves when the stream can take more, or when it was closed (client gone). */
function drained(out: PassThrough): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

export class ZipAborted extends Error {
  constructor() {
    super('zip stream closed before the end');
  }
}

/**
 * A zip written while it is produced: each entry is handed to the returned stream at once,
 * and `add` waits while the reader is behind (backpressure), so only one entry is held in memory.
 * `produce` failing, or the reader going away, ends the stream.
 */
export function streamZip(produce: (add: AddEntry) => Promise<void>, onError: (error: unknown) => void): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    if (!out.destroyed) out.write(chunk);
    if (final) out.end();
  });
  const add: AddEntry = async (name, data) => {
    if (out.destroyed) throw new ZipAborted();
    // entries are stored: the cards' page content is already compressed inside each PDF
    const entry = new ZipPassThrough(name);
    zip.add(entry);
    entry.push(data, true);
    await drained(out);
  };
  produce(add).then(
    () => zip.end(),
    (error: unknown) => {
      zip.terminate();
      if (!(error instanceof ZipAborted)) onError(error);
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    },
  );
  return out;
}
