// Runs the scenarios one after another: one that throws becomes a failed row carrying its error, and the rest
// still run (a missing Chromium or a Lighthouse time-out under load must not lose the figures measured so far).

/** A failed row for a scenario (or the set-up) that threw. */
export function errorRow(scenario, error) {
  const message = String(error?.message ?? error)
    .split('\n')[0]
    .slice(0, 200);
  return { scenario, figure: `error: ${message}`, target: '-', pass: false, error: String(error?.stack ?? error) };
}

/**
 * `scenarios`: [key, run] pairs; `run(ctx)` resolves to rows ({scenario, figure, target, pass}).
 * `before(key)` runs ahead of each one (e.g. a memory reading). Never throws.
 */
export async function runScenarios(scenarios, ctx, { log = () => {}, before = () => {} } = {}) {
  const rows = [];
  for (const [key, run] of scenarios) {
    const start = performance.now();
    try {
      before(key);
      const result = await run(ctx);
      rows.push(...result);
      for (const r of result) log(`${r.pass ? 'pass' : 'MISS'}  ${r.scenario}: ${r.figure}`);
    } catch (error) {
      rows.push(errorRow(key, error));
      log(`ERROR in ${key}: ${error?.message ?? error}`);
    }
    log(`  (${key}: ${Math.round((performance.now() - start) / 1000)} s)`);
  }
  return rows;
}

/** A run is noisy when the 1-minute load average, before or after, exceeded the number of cores. */
export function isNoisy(loadBefore, loadAfter, cores) {
  return Math.max(loadBefore[0] ?? 0, loadAfter[0] ?? 0) > cores;
}
