import type { Property } from '#domain/valuation/Property';
import type {
  Estimate,
  NewProperty,
  PropertiesPage,
  PropertySave,
  PropertyStore,
  StoredPropertiesQuery,
} from '#application/valuation/ports';

/** Tests only: PropertyStore in memory, rows with their owner, written as told. */
export class MemoryPropertyStore implements PropertyStore {
  readonly rows = new Map<number, { profileId: number; property: Property }>();
  private nextId = 1;

  async find(id: number, owners: readonly number[]): Promise<Property | undefined> {
    const row = this.rows.get(id);
    return row && owners.includes(row.profileId) ? row.property : undefined;
  }

  async list(query: StoredPropertiesQuery): Promise<PropertiesPage> {
    const all = [...this.rows.values()]
      .filter(({ profileId, property }) => query.owners.includes(profileId) && property.isArchived === query.archived)
      .filter(({ property }) => !query.valuatedOnly || property.latestValuation)
      .filter(({ property }) => !query.origins || query.origins.includes(property.origin))
      .map(({ property }) => property)
      .sort((a, b) => (query.sort === 'Ascending' ? a.id - b.id : b.id - a.id));
    return { properties: all.slice(query.skip, query.skip + query.count), total: all.length };
  }

  async create(row: NewProperty, at: Date): Promise<Property> {
    const property: Property = {
      id: this.nextId++,
      ...row.fields,
      notificationsEnabled: true,
      origin: row.origin,
      ...(row.referer !== undefined && { referer: row.referer }),
      portalId: row.portalId,
      selectedAgents: row.selectedAgents,
      productOfferings: [],
      isArchived: false,
      isValuationPostponed: false,
      consentGiven: false,
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
    };
    this.rows.set(property.id, { profileId: row.profileId, property });
    return property;
  }

  save(id: number, save: PropertySave, at: Date): Promise<Property> {
    const { fields, notificationsEnabled, consentGiven } = save;
    return this.update(id, (p) => ({
      ...withoutFields(p),
      ...fields,
      ...(notificationsEnabled !== undefined && { notificationsEnabled }),
      ...(consentGiven !== undefined && { consentGiven }),
      updatedAt: at.toISOString(),
    }));
  }

  archive(id: number, at: Date): Promise<Property> {
    return this.update(id, (p) => ({ ...p, isArchived: true, updatedAt: at.toISOString() }));
  }

  addProductOffering(id: number, productOfferingId: string, at: Date): Promise<Property> {
    return this.update(id, (p) => ({
      ...p,
      productOfferings: [...p.productOfferings, { productOfferingId }],
      updatedAt: at.toISOString(),
    }));
  }

  saveValuation(id: number, estimate: Estimate, at: Date): Promise<Property> {
    return this.update(id, (p) => ({
      ...p,
      latestValuation: { id, createdAt: at.toISOString(), ...estimate },
      isValuationPostponed: false,
      updatedAt: at.toISOString(),
    }));
  }

  async markPostponed(id: number, at: Date): Promise<void> {
    await this.update(id, (p) => ({ ...p, isValuationPostponed: true, updatedAt: at.toISOString() }));
  }

  async listPostponed(): Promise<{ profileId: number; property: Property }[]> {
    return [...this.rows.values()].filter(({ property }) => property.isValuationPostponed);
  }

  private async update(id: number, change: (property: Property) => Property): Promise<Property> {
    const row = this.rows.get(id)!;
    row.property = change(row.property);
    return row.property;
  }
}

function withoutFields(property: Property): Property {
  const {
    location: _l,
    propertyType: _t,
    propertySubType: _s,
    numberOf: _n,
    area: _a,
    amenities: _m,
    ...rest
  } = property;
  const { constructionYear: _y, condition: _c, sellingIntent: _i, price: _p, ...kept } = rest;
  return kept as Property;
}
