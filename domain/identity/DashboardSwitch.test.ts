import {
  DASHBOARD_SWITCH_FAILURES,
  professionalLinkOf,
  switchCodeAnswerOf,
  switchOutcome,
  type ProfessionalLinkContext,
} from './DashboardSwitch';

const dashboard = {
  loginUrl: 'https://dash.example/login',
  clientId: 'agent-dashboard',
  redirectUrl: 'https://dash.example/cb',
};
const agent = [{ role: 'Agent' as const, accountId: 12 }];

describe('professionalLinkOf (document 000 §6)', () => {
  const signedInAgent: ProfessionalLinkContext = {
    roles: agent,
    flagOn: true,
    dashboard,
    allowUsers: true,
    signedIn: true,
    professionalsUrl: 'https://pro.example',
  };

  it('gives a signed-in dashboard user the Agent Dashboard link, and not Professionals as well', () => {
    expect(professionalLinkOf(signedInAgent)).toBe('agentDashboard');
  });

  it.each([
    ['the flag is off', { flagOn: false }],
    ['no dashboard is configured', { dashboard: undefined }],
    ['the dashboard lacks its redirect url', { dashboard: { ...dashboard, redirectUrl: '' } }],
    ['the portal does not allow users', { allowUsers: false }],
    ['the user has no account role', { roles: [] }],
    ['the dashboard user is not signed in', { signedIn: false }],
  ] as const)('shows Professionals instead when %s', (_, change) => {
    expect(professionalLinkOf({ ...signedInAgent, ...change })).toBe('professionals');
  });

  it('shows Professionals to guests, and nothing when no professionals site is configured', () => {
    const guest = { ...signedInAgent, roles: [], signedIn: false };
    expect(professionalLinkOf(guest)).toBe('professionals');
    expect(professionalLinkOf({ ...guest, professionalsUrl: undefined })).toBeNull();
    expect(professionalLinkOf({ ...signedInAgent, flagOn: false, professionalsUrl: '' })).toBeNull();
  });
});

describe('switchOutcome (document 000 §4 "Dashboard switch")', () => {
  it('redirects to the dashboard login with code, client id and redirect uri', () => {
    expect(switchOutcome(dashboard, { kind: 'answered', ok: true, code: 'c0de' })).toEqual({
      kind: 'redirect',
      url: 'https://dash.example/login?code=c0de&client_id=agent-dashboard&redirect_uri=https%3A%2F%2Fdash.example%2Fcb',
    });
  });

  it('fails with "dashboard parameters not configured" without a complete dashboard, whatever the answer', () => {
    const answer = { kind: 'answered', ok: true, code: 'c0de' } as const;
    expect(switchOutcome(undefined, answer)).toEqual({
      kind: 'failure',
      failure: DASHBOARD_SWITCH_FAILURES.notConfigured,
    });
    expect(switchOutcome({ ...dashboard, clientId: '' }, answer)).toEqual({
      kind: 'failure',
      failure: 'dashboard parameters not configured',
    });
  });

  it('passes on the service naming the dashboard not configured', () => {
    expect(
      switchOutcome(dashboard, { kind: 'answered', ok: false, message: 'dashboard parameters not configured' }),
    ).toEqual({ kind: 'failure', failure: 'dashboard parameters not configured' });
  });

  it.each([
    ['a 503 without a body', { kind: 'answered', ok: false }],
    ['a success without a code', { kind: 'answered', ok: true, code: '' }],
    ['an unknown message', { kind: 'answered', ok: false, message: 'Missing authorization' }],
    ['an unreachable service', { kind: 'unreachable' }],
  ] as const)('reads %s as "error while retrieving the client switch code"', (_, answer) => {
    expect(switchOutcome(dashboard, answer)).toEqual({
      kind: 'failure',
      failure: 'error while retrieving the client switch code',
    });
  });

  it('fails with "cancelled" when the request was cancelled', () => {
    expect(switchOutcome(dashboard, { kind: 'cancelled' })).toEqual({ kind: 'failure', failure: 'cancelled' });
  });
});

describe('switchCodeAnswerOf (the client port answer, document 000 §4)', () => {
  it('keeps the code of an answer', () => {
    expect(switchCodeAnswerOf({ ok: true, value: { code: 'c0de' } })).toEqual({
      kind: 'answered',
      ok: true,
      code: 'c0de',
    });
  });

  it('tells a cancelled request and an unreachable service from a refusal, which keeps its message', () => {
    const failure = (code: string, message = 'x') => switchCodeAnswerOf({ ok: false, error: { code, message } });
    expect(failure('REQUEST_CANCELLED')).toEqual({ kind: 'cancelled' });
    expect(failure('SERVICE_UNREACHABLE')).toEqual({ kind: 'unreachable' });
    expect(failure('FORBIDDEN', DASHBOARD_SWITCH_FAILURES.notConfigured)).toEqual({
      kind: 'answered',
      ok: false,
      message: DASHBOARD_SWITCH_FAILURES.notConfigured,
    });
  });
});
