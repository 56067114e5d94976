/**
 * A small time-limited cache for reference data the searches read on every call (places, accounts,
 * luxury ranges): a failed load is not kept, and past `max` entries the oldest go first.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { at: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly max = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: K, load: () => Promise<V>): Promise<V> {
    const at = this.now();
    const hit = this.entries.get(key);
    if (hit && at - hit.at <= this.ttlMs) return hit.value;
    const value = load();
    value.catch(() => this.entries.delete(key));
    this.entries.delete(key);
    this.entries.set(key, { at, value });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as K);
    return value;
  }
}
