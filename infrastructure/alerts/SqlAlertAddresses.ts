import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AlertAddresses, AlertAddressState } from '#application/alerts/ports';
import type { StoredConfirmation } from '#domain/alerts/alertAddressConfirmation';
import type { Database } from '../db/DatabaseToken';
import { rowsOf } from '../db/rowsOf';
import { alertAddresses } from '../db/schema';

/** A link's token is 256 random bits; stored as SHA-256 only (a slow hash buys nothing on random secrets). */
const hashOf = (token: string): string => createHash('sha256').update(token).digest('base64url');
const normalised = (address: string): string => address.trim().toLowerCase();

/** Confirmed alert addresses and pending links on the database (migration 0029). */
export class SqlAlertAddresses implements AlertAddresses {
  constructor(private readonly db: Database) {}

  async ofProfile(profileId: number): Promise<AlertAddressState | undefined> {
    const [row] = rowsOf<{
      email: string | null;
      sign_in_email: string | null;
      email_verified_at: string | Date | null;
      confirmed_at: string | Date | null;
      sent_at: string | Date | null;
    }>(
      await this.db.execute(sql`
        select p.details->>'email' as email, ui.email_normalized as sign_in_email, ui.email_verified_at,
               a.confirmed_at, a.sent_at
        from profiles p
        left join user_identities ui on ui.user_id = p.user_id
        left join alert_addresses a on a.email_normalized = lower(trim(p.details->>'email'))
        where p.id = ${profileId}
          and exists (select 1 from searches s where s.created_by_profile_id = ${String(profileId)}
                      and s.saved and not s.is_archived and 'Email' = any(s.notifications))`),
    );
    if (!row?.email?.trim()) return undefined;
    return {
      evidence: {
        address: normalised(row.email),
        confirmedByLinkAt: dateOf(row.confirmed_at),
        owner:
          row.sign_in_email === null
            ? null
            : { signInEmail: row.sign_in_email, emailProven: row.email_verified_at !== null },
      },
      pending: row.sent_at !== null && row.confirmed_at === null ? { sentAt: dateOf(row.sent_at)! } : null,
    };
  }

  async beginConfirmation(address: string, now: Date, replacingSentBefore: Date): Promise<string | undefined> {
    const token = randomBytes(32).toString('base64url');
    const rows = await this.db
      .insert(alertAddresses)
      .values({ emailNormalized: normalised(address), tokenHash: hashOf(token), sentAt: now })
      .onConflictDoUpdate({
        target: alertAddresses.emailNormalized,
        set: { tokenHash: hashOf(token), sentAt: now },
        setWhere: sql`${alertAddresses.confirmedAt} is null and (${alertAddresses.sentAt} is null or ${alertAddresses.sentAt} <= ${replacingSentBefore.toISOString()})`,
      })
      .returning({ address: alertAddresses.emailNormalized });
    return rows.length > 0 ? token : undefined;
  }

  async findByToken(token: string): Promise<StoredConfirmation | null> {
    const [row] = await this.db
      .select({ sentAt: alertAddresses.sentAt, confirmedAt: alertAddresses.confirmedAt })
      .from(alertAddresses)
      .where(eq(alertAddresses.tokenHash, hashOf(token)));
    return row?.sentAt ? { sentAt: row.sentAt, confirmedAt: row.confirmedAt } : null;
  }

  async confirm(token: string, now: Date): Promise<void> {
    await this.db
      .update(alertAddresses)
      .set({ confirmedAt: sql`coalesce(${alertAddresses.confirmedAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(alertAddresses.tokenHash, hashOf(token)));
  }
}

const dateOf = (value: string | Date | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);
