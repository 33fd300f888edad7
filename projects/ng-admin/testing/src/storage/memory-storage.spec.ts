import { NgaMemoryStorage } from './memory-storage';

describe('NgaMemoryStorage', () => {
  it('keeps text items by key, as the browser storage does', () => {
    const storage = new NgaMemoryStorage();
    expect(storage.getItem('theme')).toBeNull();
    storage.setItem('theme', 'dark');
    storage.setItem('count', 3 as unknown as string);
    expect(storage.getItem('theme')).toBe('dark');
    expect(storage.getItem('count')).toBe('3');
    expect(storage.length).toBe(2);
    expect([storage.key(0), storage.key(1), storage.key(2)]).toEqual(['theme', 'count', null]);

    storage.setItem('theme', 'light');
    expect(storage.getItem('theme')).toBe('light');
    expect(storage.length).toBe(2);
    storage.removeItem('theme');
    expect(storage.getItem('theme')).toBeNull();
    expect(storage.length).toBe(1);
    storage.clear();
    expect(storage.length).toBe(0);
    expect(storage.key(0)).toBeNull();
  });

  it('shares nothing between two storages nor with the browser', () => {
    const first = new NgaMemoryStorage();
    const second: Storage = new NgaMemoryStorage();
    first.setItem('nga-memory-storage-spec', 'kept');
    expect(second.getItem('nga-memory-storage-spec')).toBeNull();
    expect(localStorage.getItem('nga-memory-storage-spec')).toBeNull();
    expect(sessionStorage.getItem('nga-memory-storage-spec')).toBeNull();
  });
});
