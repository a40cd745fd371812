/** Resolves in a task of its own, after the browser had the chance to paint and handle input. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A queue that runs its jobs one at a time, in the order given, each starting in a task after the
 * previous one settled (a failed job does not stop the ones after it).
 *
 * Bringing a demo to life evaluates its packages and mounts it. Done for every demo near the
 * viewport at once, as on the landing page, the work of several demos fell into the same long
 * tasks; one demo at a time, the main thread is free between them. The MCP server runs its
 * searches through one too, since they share one search index.
 */
export function createSerialQueue(between: () => Promise<void> = nextTask) {
  let tail: Promise<unknown> = Promise.resolve();
  return function enqueue<T>(job: () => Promise<T>): Promise<T> {
    const run = tail.then(job);
    tail = run.then(between, between);
    return run;
  };
}
