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

  it('reports its first use, once', () => {
    const onFirstUse = jest.fn();
    const storage = memoryStorage(onFirstUse);
    expect(onFirstUse).not.toHaveBeenCalled();
    storage.setItem('a', '1');
    storage.getItem('a');
    expect(onFirstUse).toHaveBeenCalledTimes(1);
  });
});
