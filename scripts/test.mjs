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

function playwrightFailures(suites) {
  const names = [];
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'unexpected') names.push(`playwright ${spec.file}:${spec.line} › ${spec.title}`);
      }
    }
    names.push(...playwrightFailures(suite.suites ?? []));
  }
  return names;
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
// The names of the failed tests, so that the closing lines of a CI log say which ones failed.
const failures = [];

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
  for (const file of vitest.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) failures.push(`vitest ${where} › ${t.fullName}`);
    if (file.status === 'failed' && failedTests.length === 0) failures.push(`vitest ${where} (the file failed to run)`);
  }
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
      failures.push(...playwrightFailures(pw.suites ?? []));
      if (status !== 0 && pw.stats.unexpected === 0) crashed = true;
    } else if (existsSync(path.join(root, 'e2e'))) crashed = true;
  }
}

if (crashed) {
  failed += failed === 0 ? 1 : 0;
  failures.push('a test run ended without a report (see its output above)');
}
writeFileSync(path.join(tmp, `test-summary-${label}.json`), JSON.stringify({ passed, failed, skipped, failures }));
for (const name of failures) console.log(`failed: ${name}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
