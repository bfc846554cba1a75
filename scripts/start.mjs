#!/usr/bin/env node
// `npm start`: builds the web app and the API when their sources are newer than the build, then serves both.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((dir) => newestMtime(path.join(root, dir)) > built);
}

const shared = 'packages/shared/src';
const steps = [
  {
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/index.html', shared],
    workspace: 'apps/web',
  },
  { output: 'apps/api/dist/server.js', sources: ['apps/api/src', 'apps/api/drizzle', shared], workspace: 'apps/api' },
];
for (const step of steps) {
  if (!isStale(path.join(root, step.output), step.sources)) continue;
  console.log(`[congregacao] building ${step.workspace}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', step.workspace, '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
