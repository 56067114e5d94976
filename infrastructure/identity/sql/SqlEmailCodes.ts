import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type { EmailCodePurpose, EmailCodes } from '#application/identity/ports';
import { Database } from '#infrastructure/db/DatabaseToken';
import { emailCodes } from '#infrastructure/db/schema';
import { newDigitCode, normaliseEmail, safeEqual, sha256 } from '../crypto/secretTokens';

/**
 * Mailed codes. Six digits are only 10^6 guesses, so each code dies after a few wrong attempts
 * (on top of the rate limiter) and a new code replaces the previous one.
 */
@injectable()
export class SqlEmailCodes implements EmailCodes {
  constructor(@inject(Database) private readonly db: Database) {}

  async issue(
    purpose: EmailCodePurpose,
    email: string,
    ttlSeconds: number,
    payload?: Record<string, unknown>,
  ): Promise<string> {
    const code = newDigitCode(6);
    const emailNormalized = normaliseEmail(email);
    await this.db.transaction(async (tx) => {
      await tx
        .update(emailCodes)
        .set({ consumedAt: new Date() })
        .where(
          and(
            eq(emailCodes.emailNormalized, emailNormalized),
            eq(emailCodes.purpose, purpose),
            isNull(emailCodes.consumedAt),
          ),
        );
      await tx.insert(emailCodes).values({
        purpose,
        emailNormalized,
        codeHash: sha256(code),
        payload: payload ?? null,
        expiresAt: new Date(Date.now() + ttlSeconds * 1000),
      });
    });
    return code;
  }

  async verify(
    purpose: EmailCodePurpose,
    email: string,
    code: string,
    maxAttempts: number,
  ): Promise<{ payload: Record<string, unknown> | null } | undefined> {
    const emailNormalized = normaliseEmail(email);
    const [row] = await this.db
      .select()
      .from(emailCodes)
      .where(
        and(
          eq(emailCodes.emailNormalized, emailNormalized),
          eq(emailCodes.purpose, purpose),
          isNull(emailCodes.consumedAt),
          gt(emailCodes.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(emailCodes.id))
      .limit(1);
    if (!row || row.attempts >= maxAttempts) return undefined;
    if (!safeEqual(row.codeHash, sha256(code.trim()))) {
      await this.db
        .update(emailCodes)
        .set({ attempts: sql`${emailCodes.attempts} + 1` })
        .where(eq(emailCodes.id, row.id));
      return undefined;
    }
    const [consumed] = await this.db
      .update(emailCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(emailCodes.id, row.id), isNull(emailCodes.consumedAt)))
      .returning({ payload: emailCodes.payload });
    return consumed ? { payload: consumed.payload ?? null } : undefined;
  }
}
