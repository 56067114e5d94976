/**
 * Where a page's start spends the main thread: the tasks of one Chromium trace (the
 * `devtools.timeline` RunTask events of the page's renderer) and, inside each, the CPU profiler's
 * samples summed by where their code comes from (docs/pages.md §7 "Finding the long tasks").
 */

/** The Chrome trace events this reads: complete events, thread names, the CPU profile's chunks. */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      url?: string;
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    beginData?: { url?: string };
  };
}

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/** One task of the page's main thread and the self time of the code it ran, by source (ms). */
export interface StartTask {
  startMs: number;
  durationMs: number;
  bySource: [string, number][];
}

/** Names the source of a sampled frame: a package, a file of ours, or the engine's own work. */
export type SourceOf = (frame: ProfileNode['callFrame']) => string;

/**
 * The tasks longer than `minimumMs` of the renderer that parsed `pageUrl`, in order, from the
 * navigation's start. The renderer is found by its HTML parse of the page (a trace also holds
 * Chromium's own pages' renderers); undefined when the trace has none (it lost its events).
 */
export function startTasks(
  events: readonly TraceEvent[],
  pageUrl: string,
  sourceOf: SourceOf,
  minimumMs = 5,
): StartTask[] | undefined {
  const parse = events.find(
    (event) => event.name === 'ParseHTML' && (event.args?.beginData?.url ?? '').startsWith(pageUrl),
  );
  if (!parse) return undefined;
  const { pid, tid } = parse;
  const onThread = events.filter((event) => event.pid === pid && event.tid === tid);
  const start = onThread.find((event) => event.name === 'navigationStart')?.ts ?? parse.ts;
  const samples = profileSamples(events, pid, tid);
  const tasks = onThread
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && (event.dur ?? 0) > minimumMs * 1000)
    .sort((a, b) => a.ts - b.ts);
  let next = 0;
  return tasks.map((task) => {
    const end = task.ts + task.dur!;
    const bySource = new Map<string, number>();
    while (next < samples.length && samples[next].ts < task.ts) next += 1;
    for (let at = next; at < samples.length && samples[at].ts < end; at += 1) {
      const until = Math.min(samples[at + 1]?.ts ?? end, end);
      const source = sourceOf(samples[at].node.callFrame);
      if (source !== '(idle)') bySource.set(source, (bySource.get(source) ?? 0) + (until - samples[at].ts) / 1000);
    }
    return {
      startMs: (task.ts - start) / 1000,
      durationMs: task.dur! / 1000,
      bySource: [...bySource].sort((a, b) => b[1] - a[1]),
    };
  });
}

/**
 * Lighthouse's blocking time for these tasks if its simulation multiplied each by `slowdown`:
 * the part of each beyond 50 ms, summed. An estimate (Lighthouse counts from the first paint to
 * the page's quiet window, and simulates the network too), for comparing builds on one machine.
 */
export function blockingMs(tasks: readonly StartTask[], slowdown: number): number {
  return tasks.reduce((sum, task) => sum + Math.max(0, task.durationMs * slowdown - 50), 0);
}

function profileSamples(events: readonly TraceEvent[], pid: number, tid: number) {
  const head = events.find((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid);
  if (!head) return [];
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: ProfileNode }[] = [];
  let ts = head.args?.data?.startTime ?? 0;
  const chunks = events.filter((event) => event.name === 'ProfileChunk' && event.pid === pid && event.id === head.id);
  for (const chunk of chunks) {
    for (const node of chunk.args?.data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = chunk.args?.data?.cpuProfile?.samples ?? [];
    const deltas = chunk.args?.data?.timeDeltas ?? [];
    ids.forEach((id, i) => {
      ts += deltas[i] ?? 0;
      const node = nodes.get(id);
      if (node) samples.push({ ts, node });
    });
  }
  return samples.sort((a, b) => a.ts - b.ts);
}
