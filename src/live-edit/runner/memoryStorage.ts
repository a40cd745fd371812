/**
 * A `Storage` kept in memory: the runner's stand-in for the storage a sandboxed frame has none of.
 * `onKeep` is called once, when the code first keeps an item beyond the task that set it: the page
 * then says that what is kept does not last. A probe that sets and removes a key at once (the
 * grid checks that storage works when it loads) keeps nothing.
 */
export function memoryStorage(
  onKeep: () => void = () => {},
  later: (check: () => void) => void = (check) => {
    setTimeout(check, 0);
  },
): Storage {
  const items = new Map<string, string>();
  let reported = false;
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(String(key)) ?? null,
    setItem: (key, value) => {
      items.set(String(key), String(value));
      if (reported) return;
      later(() => {
        if (!reported && items.has(String(key))) {
          reported = true;
          onKeep();
        }
      });
    },
    removeItem: (key) => {
      items.delete(String(key));
    },
    clear: () => items.clear(),
  };
}
