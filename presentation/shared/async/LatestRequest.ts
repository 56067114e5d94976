import type { CancellablePromise } from 'mobx';

/**
 * Latest-only requests for a view-model: starting one aborts the request before it (its signal)
 * and cancels the flow awaiting it, so a slow answer never overwrites a newer one. The flow
 * checks `signal.aborted` after its `yield` and returns: the 'cancelled' answer is no failure.
 */
export class LatestRequest {
  private controller?: AbortController;
  private running?: CancellablePromise<unknown>;

  /** Starts `run` (a MobX flow) with a fresh signal, after stopping the one still running. */
  start(run: (signal: AbortSignal) => CancellablePromise<unknown>): void {
    this.stop();
    const controller = new AbortController();
    this.controller = controller;
    const running = run(controller.signal);
    this.running = running;
    // A cancelled flow rejects with FLOW_CANCELLED: that is the point of cancelling, not a failure.
    running.catch(() => undefined);
  }

  /** Aborts the request still running, if any (a newer one starts, or the page is left). */
  stop(): void {
    this.controller?.abort();
    this.running?.cancel();
    this.controller = undefined;
    this.running = undefined;
  }
}
