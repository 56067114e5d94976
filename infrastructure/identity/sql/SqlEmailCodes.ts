import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type { EmailCodePurpose, EmailCodes, StoredEmailCode } from '#application/identity/ports';
import { Database } from '#infrastructure/db/DatabaseToken';
import { emailCodes } from '#infrastructure/db/schema';
import { newDigitCode, normaliseEmail, safeEqual, sha256 } from '../crypto/secretTokens';

/**
 * Mailed codes, stored as hashes. Whether a code still holds (its expiry, its wrong tries) is
 * domain/identity/CodeLifetime's, asked by the handlers (application/identity/commands/verifyEmailCode);
 * this store reads the latest code and writes what they decided.
 */
@injectable()
export class SqlEmailCodes implements EmailCodes {
  constructor(@inject(Database) private readonly db: Database) {}

  async issue(
    purpose: EmailCodePurpose,
    email: string,
    expiresAt: Date,
    payload?: Record<string, unknown>,
  ): Promise<string> {
    const code = newDigitCode(6);
    const emailNormalized = normaliseEmail(email);
    await this.db.transaction(async (tx) => {
      // Replaced codes are marked used; consumedAt only records when (nothing compares it).
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
        expiresAt,
      });
    });
    return code;
  }

  async latest(purpose: EmailCodePurpose, email: string, code: string): Promise<StoredEmailCode | undefined> {
    const [row] = await this.db
      .select()
      .from(emailCodes)
      .where(
        and(
          eq(emailCodes.emailNormalized, normaliseEmail(email)),
          eq(emailCodes.purpose, purpose),
          isNull(emailCodes.consumedAt),
        ),
      )
      .orderBy(desc(emailCodes.id))
      .limit(1);
    if (!row) return undefined;
    return {
      id: row.id,
      expiresAt: row.expiresAt,
      attempts: row.attempts,
      matches: safeEqual(row.codeHash, sha256(code)),
    };
  }

  async countWrongTry(id: number): Promise<void> {
    await this.db
      .update(emailCodes)
      .set({ attempts: sql`${emailCodes.attempts} + 1` })
      .where(eq(emailCodes.id, id));
  }

  async consume(id: number): Promise<{ payload: Record<string, unknown> | null } | undefined> {
    // One conditional write: of two racing uses, only one finds it unused. consumedAt records when.
    const [consumed] = await this.db
      .update(emailCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(emailCodes.id, id), isNull(emailCodes.consumedAt)))
      .returning({ payload: emailCodes.payload });
    return consumed ? { payload: consumed.payload ?? null } : undefined;
  }
}
