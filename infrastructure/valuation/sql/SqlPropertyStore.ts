import { and, asc, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type {
  Estimate,
  NewProperty,
  PropertiesPage,
  PropertySave,
  PropertyStore,
  StoredPropertiesQuery,
} from '#application/valuation/ports';
import type { Property, Valuation } from '#domain/valuation/Property';
import type { Database } from '#infrastructure/db/DatabaseToken';
import { propertyValuations, valuationProperties } from '#infrastructure/db/schema';

type PropertyRow = typeof valuationProperties.$inferSelect;
type ValuationRow = typeof propertyValuations.$inferSelect;

/** The valued properties and their valuations on drizzle: rows read and written as the handlers tell it. */
export class SqlPropertyStore implements PropertyStore {
  constructor(private readonly db: Database) {}

  async find(id: number, owners: readonly number[]): Promise<Property | undefined> {
    if (owners.length === 0) return undefined;
    const [row] = await this.db
      .select()
      .from(valuationProperties)
      .where(and(eq(valuationProperties.id, id), inArray(valuationProperties.profileId, [...owners])));
    return row && this.withValuation(row);
  }

  async list(query: StoredPropertiesQuery): Promise<PropertiesPage> {
    if (query.owners.length === 0) return { properties: [], total: 0 };
    const where = and(
      inArray(valuationProperties.profileId, [...query.owners]),
      eq(valuationProperties.isArchived, query.archived),
      query.valuatedOnly ? isNotNull(valuationProperties.latestValuationId) : undefined,
      query.origins?.length ? inArray(valuationProperties.origin, [...query.origins]) : undefined,
    );
    const order =
      query.sort === 'Ascending'
        ? [asc(valuationProperties.createdAt), asc(valuationProperties.id)]
        : [desc(valuationProperties.createdAt), desc(valuationProperties.id)];
    const rows = await this.db
      .select()
      .from(valuationProperties)
      .where(where)
      .orderBy(...order)
      .limit(query.count)
      .offset(query.skip);
    const [{ total }] = (await this.db.select({ total: count() }).from(valuationProperties).where(where)) as [
      { total: number },
    ];
    const valuationIds = rows.map((row) => row.latestValuationId).filter((v): v is number => v !== null);
    const valuations = valuationIds.length
      ? await this.db.select().from(propertyValuations).where(inArray(propertyValuations.id, valuationIds))
      : [];
    const byId = new Map(valuations.map((v) => [v.id, v]));
    const properties = rows.map((row) =>
      toProperty(row, row.latestValuationId ? byId.get(row.latestValuationId) : undefined),
    );
    return { properties, total: Number(total) };
  }

  async create(property: NewProperty, at: Date): Promise<Property> {
    const [row] = await this.db
      .insert(valuationProperties)
      .values({
        profileId: property.profileId,
        portalId: property.portalId,
        origin: property.origin,
        referer: property.referer ?? null,
        fields: property.fields,
        selectedAgents: property.selectedAgents,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    return toProperty(row, undefined);
  }

  save(id: number, save: PropertySave, at: Date): Promise<Property> {
    return this.update(id, {
      fields: save.fields,
      ...(save.notificationsEnabled !== undefined && { notificationsEnabled: save.notificationsEnabled }),
      ...(save.consentGiven !== undefined && { consentGiven: save.consentGiven }),
      updatedAt: at,
    });
  }

  archive(id: number, at: Date): Promise<Property> {
    return this.update(id, { isArchived: true, updatedAt: at });
  }

  async addProductOffering(id: number, productOfferingId: string, at: Date): Promise<Property> {
    const [row] = await this.db.select().from(valuationProperties).where(eq(valuationProperties.id, id));
    return this.update(id, {
      productOfferings: [...(row?.productOfferings ?? []), { productOfferingId }],
      updatedAt: at,
    });
  }

  async saveValuation(id: number, estimate: Estimate, at: Date): Promise<Property> {
    const [valuation] = await this.db
      .insert(propertyValuations)
      .values({
        propertyId: id,
        priceMin: estimate.price.min,
        priceAvg: estimate.price.avg,
        priceMax: estimate.price.max,
        currency: estimate.currency,
        comparables: estimate.comparables,
        explanation: estimate.explanation,
        createdAt: at,
      })
      .returning();
    const [row] = await this.db
      .update(valuationProperties)
      .set({ latestValuationId: valuation.id, isValuationPostponed: false, updatedAt: at })
      .where(eq(valuationProperties.id, id))
      .returning();
    return toProperty(row, valuation);
  }

  async markPostponed(id: number, at: Date): Promise<void> {
    await this.db
      .update(valuationProperties)
      .set({ isValuationPostponed: true, updatedAt: at })
      .where(eq(valuationProperties.id, id));
  }

  async listPostponed(): Promise<{ profileId: number; property: Property }[]> {
    const rows = await this.db
      .select()
      .from(valuationProperties)
      .where(eq(valuationProperties.isValuationPostponed, true));
    return Promise.all(
      rows.map(async (row) => ({ profileId: row.profileId, property: await this.withValuation(row) })),
    );
  }

  private async update(id: number, set: Partial<typeof valuationProperties.$inferInsert>): Promise<Property> {
    const [row] = await this.db.update(valuationProperties).set(set).where(eq(valuationProperties.id, id)).returning();
    return this.withValuation(row);
  }

  private async withValuation(row: PropertyRow): Promise<Property> {
    if (row.latestValuationId === null) return toProperty(row, undefined);
    const [valuation] = await this.db
      .select()
      .from(propertyValuations)
      .where(eq(propertyValuations.id, row.latestValuationId));
    return toProperty(row, valuation);
  }
}

function toProperty(row: PropertyRow, valuation: ValuationRow | undefined): Property {
  return {
    id: row.id,
    ...row.fields,
    notificationsEnabled: row.notificationsEnabled,
    origin: row.origin,
    ...(row.referer && { referer: row.referer }),
    portalId: row.portalId,
    selectedAgents: row.selectedAgents,
    productOfferings: row.productOfferings,
    ...(valuation && { latestValuation: toValuation(valuation) }),
    isArchived: row.isArchived,
    isValuationPostponed: row.isValuationPostponed,
    consentGiven: row.consentGiven,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toValuation(row: ValuationRow): Valuation {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    price: { min: row.priceMin, avg: row.priceAvg, max: row.priceMax },
    currency: row.currency,
    comparables: row.comparables,
    explanation: row.explanation,
  };
}
