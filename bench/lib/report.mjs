// The printed table and bench/results.json.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { CHROMIUM } from './browser.mjs';
import { isNoisy } from './scenario-runner.mjs';

export function printTable(rows) {
  const cells = rows.map((r) => [r.scenario, r.figure, r.target, r.pass ? 'yes' : 'NO']);
  const header = ['scenario', 'figure', 'target', 'pass'];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => `| ${c.map((v, i) => v.padEnd(widths[i])).join(' | ')} |`;
  const out = [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)];
  console.log(`\n${out.join('\n')}\n`);
}

function chromiumVersion() {
  try {
    return execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

export function machine() {
  return {
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? null,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    chromium: chromiumVersion(),
  };
}

export function writeResults(file, { rows, startedAt, loadBefore, seedInfo }) {
  const loadAfter = os.loadavg().map((v) => Math.round(v * 10) / 10);
  const result = {
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: machine(),
    // 1/5/15-minute load averages: above the core count the figures are pessimistic (other work shares the CPU).
    loadAverage: { before: loadBefore, after: loadAfter },
    noisy: isNoisy(loadBefore, loadAfter, os.cpus().length),
    seed: seedInfo,
    allPassed: rows.length > 0 && rows.every((r) => r.pass),
    results: rows,
    errors: rows.filter((r) => r.error).map((r) => ({ scenario: r.scenario, error: r.error })),
  };
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return result;
}
