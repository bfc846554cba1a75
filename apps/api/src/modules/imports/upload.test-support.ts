import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { publishers } from '../../db/schema';
import type { Caller } from '../../test/app.test-support';
import { publisherColumnsToday } from './publisher-columns-today';

export const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/** A multipart/form-data body with one file in `field`, as a browser's FormData sends it. */
export function multipartBody(data: Uint8Array, fileName: string, field = 'file') {
  const boundary = `----congregacao${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([head, data, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function upload(call: Caller, data: Uint8Array, fileName = 'publicadores.csv') {
  const { body, contentType } = multipartBody(data, fileName);
  return call('POST', '/api/imports/preview', body, { 'content-type': contentType });
}

/** The publisher stored under `name` (with today's regular-pioneer flag), as an import wrote it. */
export async function publisherNamed(db: Database, name: string) {
  const [row] = await db.select(publisherColumnsToday).from(publishers).where(eq(publishers.name, name));
  return row;
}
