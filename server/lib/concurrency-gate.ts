// At most `limit` tasks of a kind run at once in this process; the rest wait their turn in order. A finished task
// hands its place straight to the next one waiting, so a caller arriving in between cannot take it too.
export type ConcurrencyGate = <T>(task: () => Promise<T>) => Promise<T>;

export function concurrencyGate(limit: number): ConcurrencyGate {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running < limit) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
