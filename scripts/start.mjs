#!/usr/bin/env node
// `npm start`: builds the web app and the API when their sources are newer than the build, then serves both.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The newest modification time in a source file or folder (0 when it does not exist). */
function newestMtime(source) {
  if (!existsSync(source)) return 0;
  const stats = statSync(source);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(source)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(source, entry)));
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

// STOP_WITH_PARENT_PID: the server stops itself if this script is killed with SIGKILL (no signal reaches it then).
const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, STOP_WITH_PARENT_PID: String(process.pid) },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// `kill -9` of `npm start` leaves this script (under npm's shell) running without a terminal: stop the server when
// the parent or the grandparent (npm) is gone.
function parentOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return 0; // no /proc: only the parent is watched
  }
}
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
const launchers = [process.ppid, parentOf(process.ppid)].filter((pid) => pid > 1);
setInterval(() => {
  if (!launchers.every(isAlive)) server.kill('SIGTERM');
}, 1000).unref();
