import { and, eq, gt, isNull } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type { OneTimeCodes } from '#application/identity/ports';
import { Database } from '#infrastructure/db/DatabaseToken';
import { oneTimeCodes } from '#infrastructure/db/schema';
import { newSecret, sha256 } from '../crypto/secretTokens';

/**
 * Single-use codes; consuming is one conditional UPDATE, so two racing redemptions cannot both win.
 * The expiry and the present moment come from the caller (its clock); consumedAt only records when.
 */
@injectable()
export class SqlOneTimeCodes implements OneTimeCodes {
  constructor(@inject(Database) private readonly db: Database) {}

  async issue(purpose: string, input: { userId?: number; audience?: string; expiresAt: Date }): Promise<string> {
    const code = newSecret();
    await this.db.insert(oneTimeCodes).values({
      purpose,
      codeHash: sha256(code),
      userId: input.userId ?? null,
      audience: input.audience ?? null,
      expiresAt: input.expiresAt,
    });
    return code;
  }

  async consume(
    purpose: string,
    code: string,
    now: Date,
  ): Promise<{ userId: number | null; audience: string | null } | undefined> {
    const [row] = await this.db
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(oneTimeCodes.purpose, purpose),
          eq(oneTimeCodes.codeHash, sha256(code)),
          isNull(oneTimeCodes.consumedAt),
          gt(oneTimeCodes.expiresAt, now),
        ),
      )
      .returning();
    return row ? { userId: row.userId, audience: row.audience } : undefined;
  }

  async claim(purpose: string, nonce: string, ttlSeconds: number): Promise<boolean> {
    // Write times only: the row is the record that the nonce was used (its unique hash refuses a
    // second claim); nothing compares these times, the action's own expiry is checked when it is decoded.
    const usedAt = new Date();
    const inserted = await this.db
      .insert(oneTimeCodes)
      .values({
        purpose,
        codeHash: sha256(nonce),
        expiresAt: new Date(usedAt.getTime() + ttlSeconds * 1000),
        consumedAt: usedAt,
      })
      .onConflictDoNothing()
      .returning({ codeHash: oneTimeCodes.codeHash });
    return inserted.length === 1;
  }
}
