import { blockingMs, startTasks, type ProfileNode, type TraceEvent } from './startTasks';

const PAGE = { pid: 7, tid: 1 };
const OTHER = { pid: 9, tid: 1 };
const frame = (id: number, functionName: string, url = ''): ProfileNode => ({
  id,
  callFrame: { functionName, url, lineNumber: 0, columnNumber: 0 },
});

/** A page renderer with two tasks (12 ms and 3 ms) and another renderer's 40 ms task; samples every 1 ms. */
function trace(): TraceEvent[] {
  return [
    { name: 'navigationStart', ...PAGE, ts: 1_000_000 },
    {
      name: 'ParseHTML',
      ph: 'X',
      ...PAGE,
      ts: 1_001_000,
      dur: 500,
      args: { beginData: { url: 'http://p.test/listing/1' } },
    },
    { name: 'ParseHTML', ph: 'X', ...OTHER, ts: 1_001_000, dur: 500, args: { beginData: { url: 'chrome://newtab/' } } },
    { name: 'RunTask', ph: 'X', ...PAGE, ts: 1_010_000, dur: 12_000 },
    { name: 'RunTask', ph: 'X', ...PAGE, ts: 1_030_000, dur: 3_000 },
    { name: 'RunTask', ph: 'X', ...OTHER, ts: 1_010_000, dur: 40_000 },
    { name: 'Profile', ...PAGE, ts: 1_000_000, id: '0x1', args: { data: { startTime: 1_010_000 } } },
    {
      name: 'ProfileChunk',
      ...PAGE,
      ts: 1_040_000,
      id: '0x1',
      args: {
        data: {
          cpuProfile: {
            nodes: [
              frame(1, 'render', 'http://p.test/assets/chunks/react.js'),
              frame(2, '(program)'),
              frame(3, '(idle)'),
            ],
            // 0 ms: render; 1–8 ms: render; 9–11 ms: (program); 12 ms on: idle.
            samples: [1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 3],
          },
          timeDeltas: [0, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
        },
      },
    },
  ];
}

describe('startTasks', () => {
  const byFile = (callFrame: ProfileNode['callFrame']) => callFrame.url.split('/').pop() || callFrame.functionName;

  it("lists the page renderer's tasks over the minimum, from the navigation, with the code each ran", () => {
    const tasks = startTasks(trace(), 'http://p.test/listing/1', byFile, 5);
    expect(tasks).toEqual([
      {
        startMs: 10,
        durationMs: 12,
        bySource: [
          ['react.js', 9],
          ['(program)', 3],
        ],
      },
    ]);
  });

  it("leaves out Chromium's own renderers and a page that is not in the trace", () => {
    expect(startTasks(trace(), 'http://p.test/listing/1', byFile, 1)!.map((task) => task.durationMs)).toEqual([12, 3]);
    expect(startTasks(trace(), 'http://p.test/search', byFile)).toBeUndefined();
  });

  it('estimates blocking time as each task times the slowdown beyond 50 ms', () => {
    const tasks = startTasks(trace(), 'http://p.test/listing/1', byFile, 1)!;
    // 12 ms x 8 = 96 → 46 beyond 50; 3 ms x 8 = 24 → nothing.
    expect(blockingMs(tasks, 8)).toBe(46);
    expect(blockingMs(tasks, 4)).toBe(0);
  });
});
