/** The `k` first slots in sort order: a full sort for small sets, a bounded binary heap otherwise (filtered on `lead`). */
export function topK(
  slots: Int32Array,
  length: number,
  k: number,
  compare: (a: number, b: number) => number,
  lead: (slot: number) => number,
): number[] {
  if (k <= 0 || length === 0) return [];
  if (length <= 4 * k || length < 2048) return Array.from(slots.subarray(0, length)).sort(compare).slice(0, k);
  // Max-heap on `compare` of the best k so far: the root is the worst of them.
  const heap: number[] = [];
  const worse = (a: number, b: number) => compare(a, b) > 0;
  const up = (n: number) => {
    while (n > 0) {
      const parent = (n - 1) >> 1;
      if (!worse(heap[n], heap[parent])) break;
      [heap[n], heap[parent]] = [heap[parent], heap[n]];
      n = parent;
    }
  };
  const down = (n: number) => {
    for (;;) {
      const l = 2 * n + 1,
        r = l + 1;
      let w = n;
      if (l < heap.length && worse(heap[l], heap[w])) w = l;
      if (r < heap.length && worse(heap[r], heap[w])) w = r;
      if (w === n) return;
      [heap[n], heap[w]] = [heap[w], heap[n]];
      n = w;
    }
  };
  // The worst kept slot's lead: a slot with a greater lead sorts after it (compileLead), no comparison needed.
  let bar = Number.NEGATIVE_INFINITY;
  for (let j = 0; j < length; j++) {
    const slot = slots[j];
    if (heap.length < k) {
      heap.push(slot);
      up(heap.length - 1);
      if (heap.length === k) bar = lead(heap[0]);
    } else if (lead(slot) <= bar && compare(slot, heap[0]) < 0) {
      heap[0] = slot;
      down(0);
      bar = lead(heap[0]);
    }
  }
  return heap.sort(compare);
}
