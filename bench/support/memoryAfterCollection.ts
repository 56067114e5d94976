import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Node options that make a portal node answer memoryAfterCollection (bench/support/memoryOnSignal.mjs). */
export const MEMORY_ON_SIGNAL = ['--import', fileURLToPath(new URL('./memoryOnSignal.mjs', import.meta.url))];
/** memoryOnSignal.mjs's line (a .mjs file: loaded before tsx, so it cannot import this one's constant). */
const MEMORY_LINE = 'memory after full collection: ';

export interface CollectedMemory {
  rss: number;
  /** The JavaScript heap's live objects (the index's maps and strings). */
  heapUsed: number;
  /** Memory outside the heap held by live objects: the index's typed arrays, among others. */
  external: number;
}

/**
 * The memory of a node started with MEMORY_ON_SIGNAL, read after a full collection: it is signalled,
 * collects, and appends one line to its log (`logFile`), which this waits for.
 */
export async function memoryAfterCollection(pid: number, logFile: string): Promise<CollectedMemory> {
  const from = fs.statSync(logFile).size;
  process.kill(pid, 'SIGUSR2');
  const started = Date.now();
  for (;;) {
    const text = fs.readFileSync(logFile).subarray(from).toString('utf8');
    const line = text.split('\n').find((candidate) => candidate.startsWith(MEMORY_LINE));
    if (line) return JSON.parse(line.slice(MEMORY_LINE.length)) as CollectedMemory;
    if (Date.now() - started > 60_000) throw new Error('the node printed no memory line within a minute of SIGUSR2');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
