import { unsubscribeDecision, type UnsubscribeAttempt } from './unsubscribeDecision';

const OWNER = 7;
const attempt = (overrides: Partial<UnsubscribeAttempt>): UnsubscribeAttempt => ({
  owner: OWNER,
  signedLink: false,
  ownProfileIds: [],
  way: 'link',
  ...overrides,
});

describe('unsubscribeDecision (document 001 §2 /unsubscribe, §4 "Unsubscribe")', () => {
  it("turns the alert off at once by the digest's signed link, with or without a session", () => {
    expect(unsubscribeDecision(attempt({ signedLink: true }))).toBe('unsubscribed');
    expect(unsubscribeDecision(attempt({ signedLink: true, ownProfileIds: [99] }))).toBe('unsubscribed');
  });

  it('asks the signed-in owner to confirm when the GET has no signed link (another site may have sent them)', () => {
    expect(unsubscribeDecision(attempt({ ownProfileIds: [3, OWNER] }))).toBe('confirmationRequired');
  });

  it("turns it off when the owner's session posts the page's confirmation", () => {
    expect(unsubscribeDecision(attempt({ ownProfileIds: [OWNER], way: 'confirmation' }))).toBe('unsubscribed');
  });

  it('sends anyone else to log in, whichever way they come', () => {
    expect(unsubscribeDecision(attempt({ ownProfileIds: [OWNER + 1] }))).toBe('loginRequired');
    expect(unsubscribeDecision(attempt({ ownProfileIds: [], way: 'confirmation' }))).toBe('loginRequired');
  });

  it("cannot unsubscribe a search that is not there (archived, unknown or ownerless): 'Can't unsubscribe'", () => {
    expect(unsubscribeDecision(attempt({ owner: undefined, signedLink: true, ownProfileIds: [OWNER] }))).toBe(
      'cannotUnsubscribe',
    );
  });
});
