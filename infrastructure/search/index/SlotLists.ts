/**
 * Slots grouped by a key (a country, a place, an account, a map cell): each group a dense list,
 * removal by swapping the last entry in. With `lanes`, one slot may sit in several groups of the
 * same kind (a listing's country, region, town, postcode): entries are then slot * lanes + lane,
 * each with its own position, and `get` answers entries (divide by `lanes` for the slot).
 */
export class SlotLists {
  private readonly lists = new Map<number, { entries: Int32Array; length: number }>();
  private position: Int32Array;

  constructor(
    capacity: number,
    readonly lanes = 1,
  ) {
    this.position = new Int32Array(capacity * lanes).fill(-1);
  }

  /** Bytes of its typed arrays: the positions and every group's list. */
  bytes(): number {
    let bytes = this.position.byteLength;
    for (const list of this.lists.values()) bytes += list.entries.byteLength;
    return bytes;
  }

  grow(capacity: number): void {
    const position = new Int32Array(capacity * this.lanes).fill(-1);
    position.set(this.position);
    this.position = position;
  }

  add(key: number, slot: number, lane = 0): void {
    let list = this.lists.get(key);
    if (!list) {
      list = { entries: new Int32Array(16), length: 0 };
      this.lists.set(key, list);
    }
    if (list.length === list.entries.length) {
      const entries = new Int32Array(list.entries.length * 2);
      entries.set(list.entries);
      list.entries = entries;
    }
    const entry = slot * this.lanes + lane;
    list.entries[list.length] = entry;
    this.position[entry] = list.length++;
  }

  remove(key: number, slot: number, lane = 0): void {
    const entry = slot * this.lanes + lane;
    const list = this.lists.get(key);
    const at = this.position[entry];
    if (!list || at < 0) return;
    const last = list.entries[--list.length];
    list.entries[at] = last;
    this.position[last] = at;
    this.position[entry] = -1;
    if (list.length === 0) this.lists.delete(key);
  }

  /** The entries of a key (a view, valid until the next change). */
  get(key: number): Int32Array {
    const list = this.lists.get(key);
    return list ? list.entries.subarray(0, list.length) : EMPTY;
  }

  clear(): void {
    this.lists.clear();
    this.position.fill(-1);
  }
}

const EMPTY = new Int32Array(0);
