// Import and export (issue 24): preview and commit of a 5,000-publisher CSV, export of the seeded 500 publishers.
import pg from 'pg';
import { expectStatus, medianRow, summary } from '../lib/http.mjs';

const IMPORT_ROWS = 5000;

function importCsv(tag) {
  const lines = ['Nome Completo;Data de Nascimento;Grupo;Telemóvel;Pioneiro Regular'];
  for (let i = 0; i < IMPORT_ROWS; i++) {
    const day = String((i % 28) + 1).padStart(2, '0');
    lines.push(
      `Importado ${tag} ${i};${day}/0${(i % 9) + 1}/19${50 + (i % 50)};${(i % 10) + 1};91${i};${i % 7 ? 'Não' : 'Sim'}`,
    );
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`);
}

function multipart(data) {
  const boundary = '----bench-import';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.csv"\r\nContent-Type: text/csv\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function timedRuns(runs, warmups, call) {
  const samples = [];
  for (let i = 0; i < warmups + runs; i++) {
    const ms = await call();
    if (i >= warmups) samples.push(ms);
  }
  return summary(samples);
}

/** Preview (5 runs after 1 warm-up) and one commit of 5,000 new publishers, then they are removed; export of 500. */
export async function importExport(ctx) {
  const token = ctx.tokens.secretary;
  const exportS = await timedRuns(20, 3, async () => {
    const res = await expectStatus(200, ctx.baseUrl, 'GET', '/api/exports/publishers.csv', { token, raw: true });
    return res.ms;
  });
  const upload = multipart(importCsv('bench'));
  let importId = '';
  const previewS = await timedRuns(5, 1, async () => {
    const res = await expectStatus(200, ctx.baseUrl, 'POST', '/api/imports/preview', { token, ...upload });
    if (res.body.create !== IMPORT_ROWS)
      throw new Error(`preview: ${res.body.create} to create, ${res.body.errors.length} errors`);
    importId = res.body.importId;
    return res.ms;
  });
  const commit = await expectStatus(200, ctx.baseUrl, 'POST', `/api/imports/${importId}/commit`, { token });
  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  await client.query(
    "delete from publisher_reports where publisher_id in (select id from publishers where name like 'Importado bench %')",
  );
  await client.query("delete from publishers where name like 'Importado bench %'");
  await client.end();
  return [
    medianRow('import-preview-median', `POST /imports/preview, CSV of ${IMPORT_ROWS} publishers`, previewS, 2000),
    {
      id: 'import-commit',
      scenario: `POST /imports/{id}/commit, ${IMPORT_ROWS} new publishers (one run)`,
      figure: `${Math.round(commit.ms)} ms`,
      value: commit.ms,
      unit: 'ms',
      target: '<= 3000 ms',
      pass: commit.ms <= 3000,
    },
    medianRow('export-publishers-median', 'GET /exports/publishers.csv, 500 publishers', exportS, 200),
  ];
}
