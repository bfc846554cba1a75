/**
 * Calls that arrive together, answered by one run (a group commit): the first call starts a run once the event loop
 * has read what is waiting on the sockets (setImmediate), so every request already received joins it; calls that
 * arrive while a run is under way wait for the next one. No timer and no added wait: a lone call runs at once, 200
 * at once run as a few batches (docs/decisions/029-month-start-burst-in-batches.md).
 *
 * `run` answers each input of its batch, in order, as settled (a refusal of one input is that caller's alone); a
 * `run` that throws fails its whole batch. `keyOf`: inputs with the same key never share a batch (a later one waits
 * for the next), so a run never sees two saves of one report.
 */
export function batched<In, Out>(
  run: (inputs: In[]) => Promise<PromiseSettledResult<Out>[]>,
  options: { keyOf?: (input: In) => unknown; maxSize?: number } = {},
): (input: In) => Promise<Out> {
  const { keyOf, maxSize = 500 } = options;
  interface Waiting {
    input: In;
    resolve: (value: Out) => void;
    reject: (reason: unknown) => void;
  }
  let waiting: Waiting[] = [];
  let isScheduled = false;
  let isRunning = false;

  function takeBatch(): Waiting[] {
    const batch: Waiting[] = [];
    const later: Waiting[] = [];
    const keys = new Set<unknown>();
    for (const call of waiting) {
      const key = keyOf?.(call.input);
      if (batch.length >= maxSize || (keyOf && keys.has(key))) later.push(call);
      else {
        keys.add(key);
        batch.push(call);
      }
    }
    waiting = later;
    return batch;
  }

  async function runBatch() {
    isScheduled = false;
    isRunning = true;
    const batch = takeBatch();
    try {
      const outcomes = await run(batch.map((call) => call.input));
      batch.forEach((call, i) => {
        const outcome = outcomes[i];
        if (outcome?.status === 'fulfilled') call.resolve(outcome.value);
        else call.reject(outcome ? outcome.reason : new Error('batched: no outcome for a call'));
      });
    } catch (error) {
      for (const call of batch) call.reject(error);
    } finally {
      isRunning = false;
      schedule();
    }
  }

  function schedule() {
    if (isScheduled || isRunning || waiting.length === 0) return;
    isScheduled = true;
    setImmediate(runBatch);
  }

  return (input) =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      schedule();
    });
}

export const fulfilled = <T>(value: T): PromiseFulfilledResult<T> => ({ status: 'fulfilled', value });
export const rejected = (reason: unknown): PromiseRejectedResult => ({ status: 'rejected', reason });
