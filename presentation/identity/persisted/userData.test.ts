import { readUserData, updateUserData, USER_DATA_KEY } from './userData';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('persisted user data (ps4:user-data)', () => {
  it('keeps exactly the listed parts', () => {
    const storage = new MemoryStorage();
    updateUserData(
      () =>
        ({
          search: { unreadTotal: 3, other: 1 } as never,
          modal: { switchToDashboard: { dismissed: true } },
          secret: 'x',
        }) as never,
      storage,
    );
    expect(JSON.parse(storage.items.get(USER_DATA_KEY) as string)).toEqual({
      search: { unreadTotal: 3 },
      modal: { switchToDashboard: { dismissed: true } },
    });
  });
  it('reads a corrupt entry as empty and merges updates', () => {
    const storage = new MemoryStorage();
    storage.setItem(USER_DATA_KEY, '{not json');
    expect(readUserData(storage)).toEqual({});
    updateUserData((data) => ({ ...data, leadrequests: [1] }), storage);
    updateUserData((data) => ({ ...data, modal: { switchToDashboard: { dismissed: true } } }), storage);
    expect(readUserData(storage)).toEqual({ leadrequests: [1], modal: { switchToDashboard: { dismissed: true } } });
  });
});
