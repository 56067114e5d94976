import { flow, makeAutoObservable } from 'mobx';
import { LatestRequest } from './LatestRequest';

/** A view-model whose requests answer when the test says so, in any order. */
class Lookup {
  answer = '';
  readonly pending: { signal: AbortSignal; resolve: (value: string) => void }[] = [];
  private readonly latest = new LatestRequest();

  constructor() {
    makeAutoObservable(this);
  }

  ask(): void {
    this.latest.start((signal) => this.run(signal));
  }

  leave(): void {
    this.latest.stop();
  }

  private run = flow(function* run(this: Lookup, signal: AbortSignal) {
    const value: string = yield new Promise<string>((resolve) => this.pending.push({ signal, resolve }));
    if (signal.aborted) return;
    this.answer = value;
  });
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('LatestRequest', () => {
  it('aborts the request before a newer one, whose answer alone is kept, however late the first answers', async () => {
    const lookup = new Lookup();
    lookup.ask();
    lookup.ask();
    const [first, second] = lookup.pending;
    expect(first.signal.aborted).toBe(true);
    expect(second.signal.aborted).toBe(false);
    second.resolve('newer');
    await tick();
    first.resolve('older');
    await tick();
    expect(lookup.answer).toBe('newer');
  });

  it('stops the request still running when the page is left', async () => {
    const lookup = new Lookup();
    lookup.ask();
    lookup.leave();
    expect(lookup.pending[0].signal.aborted).toBe(true);
    lookup.pending[0].resolve('too late');
    await tick();
    expect(lookup.answer).toBe('');
  });
});
