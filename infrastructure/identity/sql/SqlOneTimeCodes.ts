import { and, eq, gt, isNull } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type { OneTimeCodes } from '#application/identity/ports';
import { Database } from '#infrastructure/db/DatabaseToken';
import { oneTimeCodes } from '#infrastructure/db/schema';
import { newSecret, sha256 } from '../crypto/secretTokens';

/** Single-use codes; consuming is one conditional UPDATE, so two racing redemptions cannot both win. */
@injectable()
export class SqlOneTimeCodes implements OneTimeCodes {
  constructor(@inject(Database) private readonly db: Database) {}

  async issue(purpose: string, input: { userId?: number; audience?: string; ttlSeconds: number }): Promise<string> {
    const code = newSecret();
    await this.db.insert(oneTimeCodes).values({
      purpose,
      codeHash: sha256(code),
      userId: input.userId ?? null,
      audience: input.audience ?? null,
      expiresAt: new Date(Date.now() + input.ttlSeconds * 1000),
    });
    return code;
  }

  async consume(purpose: string, code: string, audience?: string): Promise<{ userId: number | null } | undefined> {
    const [row] = await this.db
      .update(oneTimeCodes)
      .set({ consumedAt: new Date() })
      .where(
        and(
          eq(oneTimeCodes.purpose, purpose),
          eq(oneTimeCodes.codeHash, sha256(code)),
          isNull(oneTimeCodes.consumedAt),
          gt(oneTimeCodes.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!row || (audience !== undefined && row.audience !== audience)) return undefined;
    return { userId: row.userId };
  }

  async claim(purpose: string, nonce: string, ttlSeconds: number): Promise<boolean> {
    const inserted = await this.db
      .insert(oneTimeCodes)
      .values({
        purpose,
        codeHash: sha256(nonce),
        expiresAt: new Date(Date.now() + ttlSeconds * 1000),
        consumedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ codeHash: oneTimeCodes.codeHash });
    return inserted.length === 1;
  }
}
