import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type { ProfilePatch, ProfilesRepository, StoredProfile } from '#application/identity/ports';
import type { ProfileType, RegionalSettings } from '#domain/identity/Profile';
import { Database } from '#infrastructure/db/DatabaseToken';
import { profiles } from '#infrastructure/db/schema';
import { newSecret, safeEqual, sha256 } from '../crypto/secretTokens';

type Row = typeof profiles.$inferSelect;

/**
 * Profiles in the embedded database. updatedAt is a write time (when the profile was last
 * touched), set here; the retention job compares it with a cutoff its handler computes from
 * IdentityClock (ForgetAnonymousData), so no rule reads the time here.
 */
@injectable()
export class SqlProfilesRepository implements ProfilesRepository {
  constructor(@inject(Database) private readonly db: Database) {}

  async create(input: {
    regionalSettings: RegionalSettings;
    profileType: ProfileType;
    gclid?: string;
  }): Promise<{ profile: StoredProfile; secret: string }> {
    const secret = newSecret();
    const [row] = await this.db
      .insert(profiles)
      .values({
        // A readable public code (10 hex characters); the unique index makes a clash an error, not a merge.
        code: randomBytes(8).toString('hex').slice(0, 10).toUpperCase(),
        secretHash: sha256(secret),
        authenticationState: 'GuestUnknown',
        profileType: input.profileType,
        regionalSettings: input.regionalSettings,
        gclid: input.gclid ?? null,
      })
      .returning();
    return { profile: toStored(row), secret };
  }

  async findById(id: number): Promise<StoredProfile | undefined> {
    const [row] = await this.db.select().from(profiles).where(eq(profiles.id, id));
    return row ? toStored(row) : undefined;
  }

  async findBySecret(id: number, secret: string): Promise<StoredProfile | undefined> {
    const [row] = await this.db.select().from(profiles).where(eq(profiles.id, id));
    return row && safeEqual(row.secretHash, sha256(secret)) ? toStored(row) : undefined;
  }

  async update(id: number, patch: ProfilePatch): Promise<StoredProfile | undefined> {
    const [row] = await this.db
      .update(profiles)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(profiles.id, id))
      .returning();
    return row ? toStored(row) : undefined;
  }

  async linkToUser(id: number, userId: number, first: boolean): Promise<void> {
    await this.db
      .update(profiles)
      .set({
        userId,
        isFirstOfUser: first,
        identifiedUserId: null,
        authenticationState: 'UserAuthenticated',
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, id));
  }

  async rotateSecret(id: number): Promise<string> {
    const secret = newSecret();
    await this.db
      .update(profiles)
      .set({ secretHash: sha256(secret), updatedAt: new Date() })
      .where(eq(profiles.id, id));
    return secret;
  }

  async idsOfUser(userId: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.userId, userId)));
    return rows.map((row) => row.id).sort((a, b) => a - b);
  }
}

function toStored(row: Row): StoredProfile {
  return {
    id: row.id,
    code: row.code,
    userId: row.userId,
    details: row.details,
    regionalSettings: row.regionalSettings,
    consent: row.consent ?? null,
    cookiesConsent: row.cookiesConsent ?? null,
    avatar: row.avatar,
    authenticationState: row.authenticationState,
    profileType: row.profileType,
    isFirstOfUser: row.isFirstOfUser,
    identifiedUserId: row.identifiedUserId,
  };
}
