/** Document 000 §9: "Chat unread poll: every 5 minutes". */
export const UNREAD_POLL_MS = 5 * 60 * 1000;
/** The lock and the channel every tab of the origin shares. */
export const UNREAD_LOCK = 'homefinder:chat-unread-leader';
export const UNREAD_CHANNEL = 'homefinder:chat-unread';

type ChannelMessage = { kind: 'total'; total: number } | { kind: 'hello' } | { kind: 'refresh' };

export interface UnreadMessagesEnvironment {
  /** navigator.locks.request: the callback holds the lock until its promise settles. */
  requestLock(name: string, hold: () => Promise<void>): Promise<unknown>;
  openChannel(name: string): Pick<BroadcastChannel, 'postMessage' | 'close'> & {
    onmessage: ((event: MessageEvent<ChannelMessage>) => void) | null;
  };
  /** GET communications /conversation/unread (status Dispatched): the total, or undefined when the call failed. */
  fetchTotal(): Promise<number | undefined>;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/**
 * Document 000 §4: "Chat unread total: one browser tab becomes leader via a lock, polls the total,
 * and broadcasts it to other tabs". Every tab asks for the Web Lock; the one holding it polls every
 * 5 minutes (and at once) and posts the total on a BroadcastChannel; the others only listen. A tab
 * that opens later says hello and the leader answers with the last total, so it needs no poll of
 * its own; when the leader's tab closes, the lock passes to a waiting tab, which polls at once.
 */
export class UnreadMessagesLeader {
  private readonly channel: ReturnType<UnreadMessagesEnvironment['openChannel']>;
  private release: (() => void) | undefined;
  private timer: unknown;
  private last: number | undefined;
  private stopped = false;
  isLeader = false;

  constructor(
    private readonly env: UnreadMessagesEnvironment,
    private readonly onTotal: (total: number) => void,
  ) {
    this.channel = env.openChannel(UNREAD_CHANNEL);
  }

  start(): void {
    this.channel.onmessage = (event) => {
      const message = event.data;
      if (message.kind === 'total') this.onTotal(message.total);
      else if (message.kind === 'hello' && this.isLeader && this.last !== undefined)
        this.channel.postMessage({ kind: 'total', total: this.last } satisfies ChannelMessage);
      else if (message.kind === 'refresh' && this.isLeader) void this.poll();
    };
    this.channel.postMessage({ kind: 'hello' } satisfies ChannelMessage);
    void this.env.requestLock(UNREAD_LOCK, () => this.lead());
  }

  /**
   * Polls again now (the page read a conversation); only the leader asks the service, so another
   * tab asks the leader, whose new total then reaches every tab (a stale one never outlives a read).
   */
  async refresh(): Promise<void> {
    if (this.isLeader) await this.poll();
    else this.channel.postMessage({ kind: 'refresh' } satisfies ChannelMessage);
  }

  stop(): void {
    this.stopped = true;
    this.env.clearInterval(this.timer);
    this.channel.onmessage = null;
    this.channel.close();
    this.release?.();
  }

  private lead(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.isLeader = true;
    void this.poll();
    this.timer = this.env.setInterval(() => void this.poll(), UNREAD_POLL_MS);
    // Held until this tab stops (closing the tab releases it too).
    return new Promise<void>((resolve) => (this.release = resolve));
  }

  private async poll(): Promise<void> {
    const total = await this.env.fetchTotal();
    if (total === undefined || this.stopped) return;
    this.last = total;
    this.onTotal(total);
    this.channel.postMessage({ kind: 'total', total } satisfies ChannelMessage);
  }
}
