// Publishers who move (issue 37): preview of a zip of 100 fillable S-21 cards; the transfer-out zip.
import { unzipSync, zipSync } from 'fflate';
import pg from 'pg';
import { expectStatus, medianRow, summary } from '../lib/http.mjs';
import { LAST_SERVICE_YEAR } from '../lib/seed.mjs';

const CARDS = 100;
const TRANSFERS = 5;

function multipart(data) {
  const boundary = '----bench-movers';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cartoes.zip"\r\nContent-Type: application/zip\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** 100 of our own fillable cards (`s21-all?format=fillable`), zipped, previewed 3 times after a warm-up; 5 transfers out. */
export async function movers(ctx) {
  const token = ctx.tokens.secretary;
  const all = await expectStatus(200, ctx.baseUrl, 'POST', '/api/files/s21-all?format=fillable', {
    token,
    body: { serviceYear: LAST_SERVICE_YEAR },
    raw: true,
  });
  const entries = Object.entries(unzipSync(new Uint8Array(all.body))).slice(0, CARDS);
  const upload = multipart(Buffer.from(zipSync(Object.fromEntries(entries))));
  const previews = [];
  for (let i = 0; i < 4; i++) {
    const res = await expectStatus(200, ctx.baseUrl, 'POST', '/api/imports/preview', { token, ...upload });
    if (res.body.people.length !== CARDS) throw new Error(`preview: ${res.body.people.length} people`);
    if (i > 0) previews.push(res.ms);
  }
  // the transferred leave the open month first (a report in an Open month refuses the transfer)
  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  const { rows } = await client.query(`select id from publishers where is_enabled order by id desc limit ${TRANSFERS}`);
  const ids = rows.map((r) => r.id);
  await client.query(
    `delete from publisher_reports r using monthly_activities a
      where a.id = r.monthly_activity_id and a.status = 'Open' and r.publisher_id = any($1)`,
    [ids],
  );
  const transfers = [];
  for (const id of ids) {
    const res = await expectStatus(200, ctx.baseUrl, 'POST', `/api/publishers/${id}/transfer`, {
      token,
      body: { congregation: 'Bench-Norte', date: `${LAST_SERVICE_YEAR}-08-31` },
      raw: true,
    });
    transfers.push(res.ms);
  }
  await client.end();
  return [
    medianRow(
      'transfer-preview-median',
      `POST /imports/preview, zip of ${CARDS} fillable S-21`,
      summary(previews),
      3000,
    ),
    medianRow(
      'transfer-out-median',
      `POST /publishers/{id}/transfer (${TRANSFERS} publishers)`,
      summary(transfers),
      300,
    ),
  ];
}
