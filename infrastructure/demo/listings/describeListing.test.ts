import { Random } from '../Random';
import { type ListingFacts, MAX_TITLE_LENGTH, describeListing } from './describeListing';

const flat: ListingFacts = {
  language: 'de',
  countryIso: 'CH',
  transactionType: 'Rent',
  type: 'Apartment',
  subType: 'Apartment',
  locality: 'Zürich',
  region: 'Zürich',
  rooms: 3.5,
  bedrooms: 2,
  bathrooms: 1,
  livingM2: 84,
  floor: 2,
  amenities: ['Balcony', 'Lift'],
  views: ['Lake'],
  proximities: ['PublicTransport'],
  orientations: ['South', 'West'],
  constructionYear: 1994,
  energyGrade: 'C',
  energyValue: 120,
  availableFrom: '2027-02-01',
  isNewBuild: false,
};

describe('describeListing', () => {
  it.each(['de', 'en', 'es', 'fr', 'it', 'pt'])(
    'writes a complete %s title and description from the facts',
    (language) => {
      for (let i = 0; i < 40; i++) {
        const { title, description } = describeListing({ ...flat, language }, Random.for(1, language, i));
        expect(title.length).toBeGreaterThan(5);
        expect(title.length).toBeLessThan(MAX_TITLE_LENGTH);
        expect(title + description).not.toMatch(/[{}]|undefined|NaN/);
        expect(description).toContain('84 m²');
        expect(description).toContain('Zürich');
      }
    },
  );

  it('calls a chalet in a town a house: no "Chalet charmant à Paris"', () => {
    const chalet = { ...flat, language: 'fr', type: 'House' as const, subType: 'Chalet', locality: 'Paris' };
    for (let i = 0; i < 20; i++) {
      const inParis = describeListing({ ...chalet, localityPopulation: 2_100_000 }, Random.for(1, 'fr', i));
      expect(inParis.title).not.toMatch(/chalet/i);
      const inVillage = describeListing(
        { ...chalet, locality: 'Zermatt', localityPopulation: 5_800 },
        Random.for(1, 'fr', i),
      );
      expect(inVillage.title + inVillage.description).toMatch(/chalet/i);
    }
  });

  it('writes in the requested language', () => {
    expect(describeListing({ ...flat, language: 'fr' }, new Random(3)).description).toMatch(
      /À louer|Nous louons|Disponible à la location/,
    );
    expect(describeListing({ ...flat, language: 'de' }, new Random(3)).description).toMatch(/vermiet|Zu vermieten/);
  });

  it("uses each market's size label: Swiss rooms, Portuguese T-typology", () => {
    const titles = (facts: ListingFacts) =>
      Array.from({ length: 60 }, (_, i) => describeListing(facts, Random.for(5, i)).title).join('\n');
    expect(titles(flat)).toContain('3.5-Zimmer');
    expect(titles({ ...flat, language: 'pt', countryIso: 'PT', rooms: 3, bedrooms: 2 })).toContain('T2');
  });

  it('describes plots, parking and boats without rooms', () => {
    const plot = describeListing(
      {
        ...flat,
        type: 'PlotOfLand',
        subType: 'BuildingLand',
        rooms: undefined,
        bedrooms: undefined,
        bathrooms: undefined,
        livingM2: undefined,
        landM2: 25_000,
        floor: undefined,
      },
      new Random(2),
    );
    expect(plot.description).toMatch(/2.5 ha/);
    expect(plot.description).not.toMatch(/Zimmer/);
  });

  it('is the same for the same random stream', () => {
    expect(describeListing(flat, Random.for(9, 'x'))).toEqual(describeListing(flat, Random.for(9, 'x')));
  });
});
