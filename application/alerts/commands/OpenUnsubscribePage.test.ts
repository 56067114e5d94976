import 'reflect-metadata';
import type { UnsubscribeOutcome } from '#domain/alerts/unsubscribeDecision';
import type { UnsubscribeFromAlert } from './UnsubscribeFromAlert';
import { OpenUnsubscribePageHandler } from './OpenUnsubscribePage';

/** The page over an attempt that comes to `outcome`; `attempts` logs what was asked. */
function pageOver(outcome: UnsubscribeOutcome, attempts: UnsubscribeFromAlert[] = []) {
  return new OpenUnsubscribePageHandler({
    execute: async (attempt) => {
      attempts.push(attempt);
      return outcome;
    },
  });
}

describe('OpenUnsubscribePage (document 001 §2 /unsubscribe)', () => {
  it('sends a crawler home without attempting anything, whatever its link says', async () => {
    const attempts: UnsubscribeFromAlert[] = [];
    const outcome = await pageOver('unsubscribed', attempts).execute({
      url: { unsublink: '40', profileId: '12', sig: 's' },
      isCrawler: true,
      ownProfileIds: [],
    });
    expect(outcome).toEqual({ kind: 'redirect', to: '/', status: 302 });
    expect(attempts).toEqual([]);
  });

  it("attempts by link, as the visitor's profiles, and shows what came of it", async () => {
    const attempts: UnsubscribeFromAlert[] = [];
    const outcome = await pageOver('unsubscribed', attempts).execute({
      url: { unsublink: '40', profileId: '12', sig: 's' },
      isCrawler: false,
      ownProfileIds: [12],
    });
    expect(attempts).toEqual([
      { searchId: 40, link: { profileId: 12, signature: 's' }, ownProfileIds: [12], way: 'link' },
    ]);
    expect(outcome).toEqual({ kind: 'page', searchId: 40, unsubscribed: true });
  });

  it('sends a visitor who must log in to the login', async () => {
    const outcome = await pageOver('loginRequired').execute({
      url: { unsublink: '40' },
      isCrawler: false,
      ownProfileIds: [],
    });
    expect(outcome.kind === 'redirect' && outcome.to).toMatch(/callbackUrl=%2Funsubscribe%3Funsublink%3D40/);
  });
});
