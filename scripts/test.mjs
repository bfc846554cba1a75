#!/usr/bin/env node
// `npm test`: every test — vitest (shared, api, web) and the Playwright browser tests against the built app —
// then one closing line `N passed, N failed`. Options: --no-e2e, --only-api, --label=NAME (written to
// .tmp/test-summary-NAME.json for .ci/run to add up).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
const label = [...args].find((a) => a.startsWith('--label='))?.slice(8) ?? 'all';
const onlyApi = args.has('--only-api');
const withE2e = !onlyApi && !args.has('--no-e2e');
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });

function run(cmd, cmdArgs, env = {}) {
  const result = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
let crashed = false;

const vitestOut = path.join(tmp, `vitest-${label}.json`);
rmSync(vitestOut, { force: true });
const projects = onlyApi ? ['--project', 'api'] : [];
const vitestStatus = run('npx', [
  'vitest',
  'run',
  ...projects,
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${vitestOut}`,
]);
const vitest = readJson(vitestOut);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
  if (vitestStatus !== 0 && vitest.numFailedTests === 0) crashed = true;
} else crashed = true;

if (withE2e) {
  const pwOut = path.join(tmp, `playwright-${label}.json`);
  rmSync(pwOut, { force: true });
  const buildStatus = run('npm', ['run', 'build', '--silent']);
  if (buildStatus !== 0) crashed = true;
  else {
    const status = run('npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_FILE: pwOut });
    const pw = readJson(pwOut);
    if (pw?.stats) {
      passed += pw.stats.expected + (pw.stats.flaky ?? 0);
      failed += pw.stats.unexpected;
      skipped += pw.stats.skipped;
      if (status !== 0 && pw.stats.unexpected === 0) crashed = true;
    } else if (existsSync(path.join(root, 'e2e'))) crashed = true;
  }
}

if (crashed) failed += failed === 0 ? 1 : 0;
writeFileSync(path.join(tmp, `test-summary-${label}.json`), JSON.stringify({ passed, failed, skipped }));
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
