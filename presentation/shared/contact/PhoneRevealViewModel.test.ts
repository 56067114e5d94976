import { err, ok } from '#domain/shared/Result';
import { domainError } from '#domain/shared/DomainError';
import type { TrackedAct } from '#domain/tracking/TrackedActs';
import { PhoneRevealViewModel } from './PhoneRevealViewModel';

function revealing(answer: 'ok' | 'failed' = 'ok') {
  const tracked: TrackedAct[] = [];
  const asked: unknown[] = [];
  const ports = {
    revealPhone: {
      execute: async (target: unknown) => {
        asked.push(target);
        return answer === 'ok'
          ? ok({ phone: '+41 44 668 18 00' })
          : err(domainError('NOT_FOUND', 'CONTACT_PHONE_NOT_FOUND', 'x'));
      },
    },
    tracker: { track: (act: TrackedAct) => void tracked.push(act) },
  };
  return { ports, tracked, asked };
}

describe('PhoneRevealViewModel ("Show phone number"; document 002 "Tracking events")', () => {
  it("fetches the listing contact's number on the press and tracks showPhone with the listing id, once", async () => {
    const { ports, tracked, asked } = revealing();
    const model = new PhoneRevealViewModel(ports, { target: { listingId: 17 } });
    expect(await model.reveal()).toBe('+41 44 668 18 00');
    expect(await model.reveal()).toBe('+41 44 668 18 00');
    expect(asked).toEqual([{ listingId: 17 }]);
    expect(tracked).toEqual([{ action: 'showPhone', listingId: 17 }]);
  });

  it("tracks a number shown on an agent's page with the agent's id", async () => {
    const { ports, tracked } = revealing();
    await new PhoneRevealViewModel(ports, { target: { agentUserId: 5 } }).reveal();
    expect(tracked).toEqual([{ action: 'showPhone', agentId: 5 }]);
  });

  it('tracks nothing when no number came', async () => {
    const { ports, tracked } = revealing('failed');
    const model = new PhoneRevealViewModel(ports, { target: { listingId: 17 } });
    expect(await model.reveal()).toBeUndefined();
    expect(model.failed).toBe(true);
    expect(tracked).toEqual([]);
  });
});
