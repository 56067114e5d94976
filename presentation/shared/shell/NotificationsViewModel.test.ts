import 'reflect-metadata';
import { Container } from 'inversify';
import { NotificationsViewModel as NotificationsViewModelClass } from './NotificationsViewModel';
import { NotificationsViewModel, Timers, ToastSettings } from './tokens';

/** A hand-driven clock: advance(ms) runs what falls due, in order. */
function fakeTimers() {
  let now = 0;
  let next = 1;
  const due = new Map<number, { at: number; run: () => void }>();
  const timers: Timers = {
    setTimeout: (run, ms) => {
      const id = next++;
      due.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout: (handle) => {
      due.delete(handle as number);
    },
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const [id, timer] = [...due.entries()].sort((a, b) => a[1].at - b[1].at).find(([, t]) => t.at <= until) ?? [];
      if (id === undefined || !timer) break;
      due.delete(id);
      now = timer.at;
      timer.run();
    }
    now = until;
  };
  return { timers, advance, pending: () => due.size };
}

function setUp(defaultDelayMs?: number) {
  const clock = fakeTimers();
  const container = new Container();
  container.bind(NotificationsViewModel).to(NotificationsViewModelClass).inSingletonScope();
  container.bind(Timers).toConstantValue(clock.timers);
  if (defaultDelayMs) container.bind(ToastSettings).toConstantValue({ defaultDelayMs });
  return { vm: container.get(NotificationsViewModel), ...clock };
}

const ids = (vm: NotificationsViewModelClass) => vm.notifications.map((n) => `${n.id}${n.leaving ? ' (leaving)' : ''}`);

describe('NotificationsViewModel', () => {
  it('shows the newest first and one per id', () => {
    const { vm } = setUp();
    vm.notify({ id: 'a', message: 'LeadRequestForm.Message.Error', kind: 'error' });
    vm.notify({ id: 'b', message: 'LeadRequestForm.Message.Success', kind: 'success' });
    vm.notify({ id: 'a', message: 'LeadRequestForm.Message.Error', kind: 'error' });
    expect(ids(vm)).toEqual(['a', 'b']);
  });

  it('closes after the default 10 s, plays the 600 ms leave transition, then removes', () => {
    const { vm, advance } = setUp();
    vm.notify({ id: 'a', message: 'LeadRequestForm.Message.Success', kind: 'success' });
    advance(9_999);
    expect(ids(vm)).toEqual(['a']);
    advance(1);
    expect(ids(vm)).toEqual(['a (leaving)']);
    advance(599);
    expect(ids(vm)).toEqual(['a (leaving)']);
    advance(1);
    expect(ids(vm)).toEqual([]);
  });

  it("keeps a 'longer' toast twice the configured default", () => {
    const { vm, advance } = setUp(4000);
    vm.notify({ id: 'a', message: 'Toasts.SearchAlert.Subscribe', kind: 'info', delay: 'longer' });
    advance(7_999);
    expect(ids(vm)).toEqual(['a']);
    advance(1);
    expect(ids(vm)).toEqual(['a (leaving)']);
  });

  it('keeps a toast with delay 0 until the visitor closes it', () => {
    const { vm, advance, pending } = setUp();
    vm.notify({ id: 'a', message: 'LeadRequestForm.Message.Error', kind: 'error', delay: 0 });
    advance(3_600_000);
    expect(ids(vm)).toEqual(['a']);
    expect(pending()).toBe(0);
    vm.close('a');
    advance(600);
    expect(ids(vm)).toEqual([]);
  });

  it('restarts the countdown when the same id arrives again', () => {
    const { vm, advance } = setUp();
    vm.notify({ id: 'a', message: 'LeadRequestForm.Message.Error', kind: 'error' });
    advance(8_000);
    vm.notify({ id: 'a', message: 'LeadRequestForm.Message.Error', kind: 'error' });
    advance(8_000);
    expect(ids(vm)).toEqual(['a']);
  });

  it('stops its timers on dispose', () => {
    const { vm, pending } = setUp();
    vm.notify({ id: 'a', message: 'LeadRequestForm.Message.Error', kind: 'error' });
    vm.dispose();
    expect(pending()).toBe(0);
  });
});
