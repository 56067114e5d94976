import { createHash } from 'node:crypto';

/**
 * One refresh per refresh token, shared by the calls that hold it. The provider rotates refresh
 * tokens and treats a second use of one as a replay that ends the session, yet a browser with an
 * expired access token sends several calls at once (the page, its personal part, a tracking beacon
 * leaving the previous page, a second tab). Within the grace period every call holding the same
 * refresh token gets the one answer its first use got, the reuse interval Auth0 and Okta allow.
 * Failures are not kept: the next call asks the provider again and hears the refusal itself.
 */
export class RefreshMemo<T> {
  private readonly answers = new Map<string, { answer: Promise<T>; until: number }>();

  constructor(
    private readonly graceMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  once(refreshToken: string, refresh: () => Promise<T>): Promise<T> {
    const now = this.now();
    this.forgetExpired(now);
    // Only a digest is kept: the memo must not become a store of live refresh tokens.
    const key = createHash('sha256').update(refreshToken).digest('base64url');
    const held = this.answers.get(key);
    if (held) return held.answer;
    const answer = refresh();
    this.answers.set(key, { answer, until: now + this.graceMs });
    answer.catch(() => this.answers.delete(key));
    return answer;
  }

  private forgetExpired(now: number): void {
    for (const [key, held] of this.answers) {
      if (held.until > now) break; // kept in insertion order, so the rest are younger
      this.answers.delete(key);
    }
  }
}
