import { inject, injectable } from 'inversify';
import {
  type ImportFormat,
  type ImportedListing,
  type ImportMode,
  type ImportRejection,
  rejection,
} from '#domain/listings/import/ImportedListing';
import { importedPriceChange } from '#domain/listings/import/importedPriceChange';
import { type ImportStep, planImport } from '#domain/listings/import/importPlan';
import { emptyCounts, type ImportRunReport } from '#domain/listings/import/ImportRunReport';
import {
  type PlacedLocation,
  type PlaceLookup,
  nearbyArea,
  placeImportedListing,
} from '#domain/listings/import/placeImportedListing';
import { toSquareMeters } from '#domain/portal/AreaUnits';
import { type ExchangeRates, indexedPriceEur } from '#domain/portal/ExchangeRates';
import type { Clock } from '#domain/shared/Clock';
import { type DomainError, notFound } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import {
  ImportClock,
  ImportExchangeRates,
  type ImportedListingWrite,
  type ImportingAgency,
  ListingFeedParser,
  ListingImportStore,
} from './ports';

export interface ImportAgencyFeedCommand {
  agencyId: number;
  format: ImportFormat;
  feed: string | Uint8Array;
  mode: ImportMode;
}

type Outcome = { ok: true } | { ok: false; rejection: ImportRejection };

/**
 * Imports an agency's feed (docs/import.md): read it, compare it with the agency's imported
 * listings by the feed's own reference, and create, update or archive each listing in a
 * transaction of its own; a listing that fails is rejected with its field and reason and the
 * others go on. The run's report is stored (ListImportRuns reads it) and answered.
 */
@injectable()
export class ImportAgencyFeedHandler {
  constructor(
    @inject(ListingFeedParser) private readonly parser: ListingFeedParser,
    @inject(ListingImportStore) private readonly store: ListingImportStore,
    @inject(ImportExchangeRates) private readonly rates: ImportExchangeRates,
    @inject(ImportClock) private readonly clock: Clock,
  ) {}

  async execute(command: ImportAgencyFeedCommand): Promise<Result<ImportRunReport, DomainError>> {
    const startedAt = this.clock.now();
    const agency = await this.store.agency(command.agencyId);
    if (!agency) return err(notFound('AGENCY_NOT_FOUND', 'Agency not found', 'agencyId'));
    const report: ImportRunReport = {
      agencyId: command.agencyId,
      format: command.format,
      mode: command.mode,
      startedAt: startedAt.toISOString(),
      finishedAt: startedAt.toISOString(),
      counts: emptyCounts(),
      rejections: [],
      warnings: [],
    };
    const parsed = this.parser.parse(command.format, command.feed);
    if (!parsed.ok) {
      report.failure = { code: parsed.error.code, message: parsed.error.message };
      report.finishedAt = this.clock.now().toISOString();
      report.listingsFinishedAt = report.finishedAt;
      report.id = await this.store.saveRun(report);
      return err(parsed.error);
    }
    const feed = parsed.value;
    report.rejections.push(...feed.rejections);
    const existing = await this.store.importedListings(command.agencyId);
    const rejected = new Set(feed.rejections.map((item) => item.reference));
    const plan = planImport(existing, feed.listings, feed.withdrawn, command.mode, rejected);
    report.counts.unchanged = plan.unchanged;
    const run = new ImportRun(this.store, await this.rates.current(), agency, command, startedAt);
    for (const step of plan.steps) {
      const outcome = await run.apply(
        step,
        existing.get(step.kind === 'archive' ? step.reference : step.listing.reference),
      );
      if (!outcome.ok) report.rejections.push(outcome.rejection);
      else if (step.kind === 'create') report.counts.new += 1;
      else if (step.kind === 'update') report.counts.changed += 1;
      else report.counts.archived += 1;
    }
    report.counts.rejected = new Set(report.rejections.map((item) => item.reference)).size;
    report.finishedAt = this.clock.now().toISOString();
    report.listingsFinishedAt = report.finishedAt;
    report.id = await this.store.saveRun(report);
    return ok(report);
  }
}

/** One run's steps: the places it has looked up are kept for the run (a feed names few towns, many times). */
class ImportRun {
  private readonly lookups = new Map<string, Promise<PlaceLookup>>();

  constructor(
    private readonly store: ListingImportStore,
    private readonly rates: ExchangeRates,
    private readonly agency: ImportingAgency,
    private readonly command: ImportAgencyFeedCommand,
    private readonly at: Date,
  ) {}

  async apply(step: ImportStep, before?: { price: { value: number; currency: string } }): Promise<Outcome> {
    const reference = step.kind === 'archive' ? step.reference : step.listing.reference;
    try {
      if (step.kind === 'archive') {
        await this.store.archive(step.listingId, this.at);
        return { ok: true };
      }
      const write = await this.writeOf(step.listing, step.fingerprint);
      if (!write.ok) return write;
      if (step.kind === 'create') await this.store.create(write.value);
      else {
        const priceChange = before && importedPriceChange(before.price, step.listing.price);
        await this.store.update(step.listingId, { ...write.value, ...(priceChange ? { priceChange } : {}) });
      }
      return { ok: true };
    } catch {
      // A listing the database refuses (a constraint, a lost connection) is this listing's failure, not the run's.
      return { ok: false, rejection: rejection(reference, 'listing', 'StoreFailed') };
    }
  }

  private async writeOf(
    listing: ImportedListing,
    fingerprint: string,
  ): Promise<{ ok: true; value: ImportedListingWrite } | { ok: false; rejection: ImportRejection }> {
    const placed = await this.place(listing);
    if (!placed.ok)
      return {
        ok: false,
        rejection: rejection(
          listing.reference,
          'location',
          placed.reason,
          listing.location.town ?? listing.location.postcode,
        ),
      };
    let priceEur: number;
    try {
      priceEur = indexedPriceEur(listing.price.value, listing.price.currency, this.rates);
    } catch {
      return { ok: false, rejection: rejection(listing.reference, 'price', 'UnknownCurrency', listing.price.currency) };
    }
    return {
      ok: true,
      value: {
        agencyId: this.command.agencyId,
        ...(this.agency.contactUserId !== undefined ? { contactUserId: this.agency.contactUserId } : {}),
        format: this.command.format,
        listing,
        fingerprint,
        place: placed.value,
        priceEur,
        ...(listing.livingArea ? { livingM2: toSquareMeters(listing.livingArea.value, listing.livingArea.unit) } : {}),
        ...(listing.landArea ? { landM2: toSquareMeters(listing.landArea.value, listing.landArea.unit) } : {}),
        at: this.at,
      },
    };
  }

  private async place(
    listing: ImportedListing,
  ): Promise<{ ok: true; value: PlacedLocation } | { ok: false; reason: ImportRejection['reason'] }> {
    const { countryIso, postcode, town, latitude, longitude } = listing.location;
    const area = latitude !== undefined && longitude !== undefined ? nearbyArea(latitude, longitude) : undefined;
    const key = JSON.stringify([countryIso, postcode, town, area?.key]);
    let lookup = this.lookups.get(key);
    if (!lookup) {
      lookup = this.store.findPlaces({ countryIso, postcode, town, area });
      this.lookups.set(key, lookup);
    }
    return placeImportedListing(listing.location, await lookup, listing.language);
  }
}
