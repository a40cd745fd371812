import { memoryStorage } from './memoryStorage';

describe('memoryStorage', () => {
  it('keeps, lists and forgets items as strings, like Storage', () => {
    const storage = memoryStorage();
    storage.setItem('a', '1');
    storage.setItem('b', String(2));
    expect(storage.length).toBe(2);
    expect(storage.getItem('b')).toBe('2');
    expect(storage.key(0)).toBe('a');
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
    storage.clear();
    expect(storage.length).toBe(0);
  });

  it('reports once that the code keeps an item, and not for a key set and removed at once', () => {
    const onKeep = jest.fn();
    const checks: Array<() => void> = [];
    const storage = memoryStorage(onKeep, (check) => checks.push(check));
    storage.setItem('probe', 'x');
    storage.removeItem('probe');
    checks.splice(0).forEach((check) => check());
    expect(onKeep).not.toHaveBeenCalled();
    storage.setItem('visits', '1');
    storage.setItem('visits', '2');
    checks.splice(0).forEach((check) => check());
    expect(onKeep).toHaveBeenCalledTimes(1);
    storage.setItem('other', '1');
    checks.splice(0).forEach((check) => check());
    expect(onKeep).toHaveBeenCalledTimes(1);
  });
});
