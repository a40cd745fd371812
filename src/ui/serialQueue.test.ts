import { createSerialQueue, nextTask } from './serialQueue';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((resolveWith, rejectWith) => {
    resolve = resolveWith;
    reject = rejectWith;
  });
  return { promise, resolve, reject };
}

describe('createSerialQueue', () => {
  it('starts a job only once the one before it has settled', async () => {
    const enqueue = createSerialQueue();
    const events: string[] = [];
    const first = deferred();
    const firstRun = enqueue(async () => {
      events.push('first starts');
      await first.promise;
      events.push('first ends');
      return 1;
    });
    const secondRun = enqueue(async () => {
      events.push('second starts');
      return 2;
    });
    await nextTask();
    await nextTask();
    expect(events).toEqual(['first starts']);
    first.resolve();
    await expect(firstRun).resolves.toBe(1);
    await expect(secondRun).resolves.toBe(2);
    expect(events).toEqual(['first starts', 'first ends', 'second starts']);
  });

  it('runs `between` after a job, before the next one starts', async () => {
    const events: string[] = [];
    const enqueue = createSerialQueue(async () => {
      events.push('between');
    });
    await Promise.all([enqueue(async () => events.push('a')), enqueue(async () => events.push('b'))]);
    expect(events.slice(0, 3)).toEqual(['a', 'between', 'b']);
  });

  it('goes on after a failed job, whose caller gets the error', async () => {
    const enqueue = createSerialQueue();
    const failed = enqueue(async () => {
      throw new Error('the module did not load');
    });
    const next = enqueue(async () => 'next ran');
    await expect(failed).rejects.toThrow('the module did not load');
    await expect(next).resolves.toBe('next ran');
  });
});
