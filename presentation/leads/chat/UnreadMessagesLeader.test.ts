import { UNREAD_POLL_MS, UnreadMessagesLeader, type UnreadMessagesEnvironment } from './UnreadMessagesLeader';

/** Tabs of one browser: one lock queue and one broadcast bus, as navigator.locks and BroadcastChannel behave. */
function browser(totals: number[]) {
  const queue: { hold: () => Promise<void> }[] = [];
  let held = false;
  const grant = () => {
    if (held) return;
    const next = queue.shift();
    if (!next) return;
    held = true;
    void next.hold().then(() => {
      held = false;
      grant();
    });
  };
  const channels = new Set<{ onmessage: ((event: MessageEvent) => void) | null }>();
  const intervals: { callback: () => void; ms: number }[] = [];
  let calls = 0;
  const env = (): UnreadMessagesEnvironment => ({
    requestLock: async (_name, hold) => {
      queue.push({ hold });
      grant();
    },
    openChannel: () => {
      const channel = {
        onmessage: null as ((event: MessageEvent) => void) | null,
        postMessage: (data: unknown) => {
          // BroadcastChannel delivers to the other tabs, never to the sender.
          for (const other of channels) if (other !== channel) other.onmessage?.({ data } as MessageEvent);
        },
        close: () => channels.delete(channel),
      };
      channels.add(channel);
      return channel;
    },
    fetchTotal: async () => totals[Math.min(calls++, totals.length - 1)],
    setInterval: (callback, ms) => intervals.push({ callback, ms }),
    clearInterval: () => undefined,
  });
  return { env, intervals, calls: () => calls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the chat unread total across tabs (document 000 §4, §9)', () => {
  it('lets one tab poll every 5 minutes and broadcast the total to the others', async () => {
    const b = browser([3, 120]);
    const seen: number[][] = [[], []];
    const tabs = [0, 1].map((i) => new UnreadMessagesLeader(b.env(), (total) => seen[i]!.push(total)));
    tabs.forEach((tab) => tab.start());
    await flush();
    expect(tabs.map((tab) => tab.isLeader)).toEqual([true, false]);
    expect(b.calls()).toBe(1);
    expect(seen).toEqual([[3], [3]]);
    expect(b.intervals).toEqual([expect.objectContaining({ ms: UNREAD_POLL_MS })]);
    expect(UNREAD_POLL_MS).toBe(300_000);
    b.intervals[0]!.callback();
    await flush();
    expect(b.calls()).toBe(2);
    expect(seen[1]).toEqual([3, 120]);
  });

  it('polls at once when another tab read a conversation, and every tab gets the new total', async () => {
    const b = browser([1, 0]);
    const seen: number[][] = [[], []];
    const tabs = [0, 1].map((i) => new UnreadMessagesLeader(b.env(), (total) => seen[i]!.push(total)));
    tabs.forEach((tab) => tab.start());
    await flush();
    expect(tabs[1]!.isLeader).toBe(false);
    await tabs[1]!.refresh();
    await flush();
    expect(b.calls()).toBe(2);
    expect(seen).toEqual([
      [1, 0],
      [1, 0],
    ]);
  });

  it('answers a tab opened later with the last total, without polling again', async () => {
    const b = browser([1]);
    const leader = new UnreadMessagesLeader(b.env(), () => undefined);
    leader.start();
    await flush();
    const late: number[] = [];
    new UnreadMessagesLeader(b.env(), (total) => late.push(total)).start();
    await flush();
    expect(late).toEqual([1]);
    expect(b.calls()).toBe(1);
  });

  it('hands the lead to a waiting tab when the leader stops, which polls at once', async () => {
    const b = browser([2, 5]);
    const seen: number[] = [];
    const first = new UnreadMessagesLeader(b.env(), () => undefined);
    const second = new UnreadMessagesLeader(b.env(), (total) => seen.push(total));
    first.start();
    second.start();
    await flush();
    first.stop();
    await flush();
    expect(second.isLeader).toBe(true);
    expect(b.calls()).toBe(2);
    expect(seen.at(-1)).toBe(5);
  });
});
