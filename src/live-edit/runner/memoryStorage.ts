/**
 * A `Storage` kept in memory: the runner's stand-in for the storage a sandboxed frame has none of.
 * `onFirstUse` is called once, at the first use: the page then says that what is kept does not last.
 */
export function memoryStorage(onFirstUse: () => void = () => {}): Storage {
  const items = new Map<string, string>();
  let reported = false;
  const used = <T>(value: T): T => {
    if (!reported) {
      reported = true;
      onFirstUse();
    }
    return value;
  };
  return {
    get length() {
      return used(items.size);
    },
    key: (index) => used([...items.keys()][index] ?? null),
    getItem: (key) => used(items.get(String(key)) ?? null),
    setItem: (key, value) => {
      used(items.set(String(key), String(value)));
    },
    removeItem: (key) => {
      used(items.delete(String(key)));
    },
    clear: () => used(items.clear()),
  };
}
