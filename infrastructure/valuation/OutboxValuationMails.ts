import { eq } from 'drizzle-orm';
import type { ValuationMails } from '#application/valuation/ports';
import type { Property } from '#domain/valuation/Property';
import { propertyName } from '#domain/valuation/Property';
import type { Database } from '#infrastructure/db/DatabaseToken';
import { emailOutbox, profiles } from '#infrastructure/db/schema';

/** Catalogue text in a culture (config/i18n/valuation), ICU-formatted. */
export type ValuationTranslate = (culture: string, key: string, values?: Record<string, string | number>) => string;

export interface ValuationMailOptions {
  /** The portal's site address (config/portalOrigin). */
  origin(portalId: string): string;
  translate: ValuationTranslate;
  /** The portal's own language (config/portals), for an owner who never chose one. */
  defaultCulture(portalId: string): string;
}

/**
 * "A postponed valuation is completed later by a job and the owner is told by e-mail": the mail
 * goes through the outbox (infrastructure/mail's worker sends it), to the profile's e-mail, in the
 * owner's language (their regional settings, else their portal's) with the figures formatted in it.
 */
export class OutboxValuationMails implements ValuationMails {
  constructor(
    private readonly db: Database,
    private readonly options: ValuationMailOptions,
  ) {}

  async valuationReady({ profileId, property }: { profileId: number; property: Property }): Promise<void> {
    const [profile] = await this.db
      .select({ details: profiles.details, regional: profiles.regionalSettings })
      .from(profiles)
      .where(eq(profiles.id, profileId));
    const email = profile?.details.email;
    if (!profile || !email) return;
    const culture =
      profile.regional.language ??
      profile.regional.culture?.slice(0, 2) ??
      this.options.defaultCulture(property.portalId);
    const price = property.latestValuation?.price;
    const amount = (value: number) => value.toLocaleString(culture, { maximumFractionDigits: 0 });
    const values = {
      propertyName: propertyName(property),
      min: price ? amount(price.min) : '',
      max: price ? amount(price.max) : '',
      currency: property.latestValuation?.currency ?? '',
    };
    const t = (key: string) => this.options.translate(culture, key, values);
    await this.db.insert(emailOutbox).values({
      kind: 'valuationReady',
      recipient: email,
      subject: t('Valuation.Mail.Ready.Subject'),
      text: `${t('Valuation.Mail.Ready.Text')}\n\n${this.options.origin(property.portalId)}/my-properties/${property.id}`,
      html: null,
    });
  }
}
