import { XmlListingFeedParser } from './XmlListingFeedParser';

const parser = new XmlListingFeedParser();

const immobilie = (reference: string, inner: string, language = 'de') => `<immobilie>
<objektkategorie><vermarktungsart KAUF="true" MIETE_PACHT="false"/><objektart><wohnung wohnungtyp="DACHGESCHOSS"/></objektart></objektkategorie>
<geo><plz>80331</plz><ort>München</ort><land iso_land="DEU"/></geo>
<preise><kaufpreis>350000</kaufpreis></preise>
${inner}
<verwaltung_techn><objektnr_extern>${reference}</objektnr_extern><sprache>${language}</sprache></verwaltung_techn>
</immobilie>`;
const openImmo = (...records: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><openimmo><anbieter>${records.join('')}</anbieter></openimmo>`;

describe('OpenImmo 1.2.7', () => {
  it('maps a listing: type and sub-type, price in euros by default, areas in m², amenities, texts, pictures title first', () => {
    const result = parser.parse(
      'openimmo',
      openImmo(
        immobilie(
          'W-1',
          `<flaechen><wohnflaeche>85,5</wohnflaeche><anzahl_zimmer>3.5</anzahl_zimmer><anzahl_balkone>1</anzahl_balkone></flaechen>
           <ausstattung><fahrstuhl PERSONEN="true"/><stellplatzart TIEFGARAGE="true"/></ausstattung>
           <freitexte><objekttitel>Dachwohnung &amp; Blick</objekttitel><objektbeschreibung>Hell &#233;</objektbeschreibung></freitexte>
           <anhaenge><anhang gruppe="BILD"><daten><pfad>b.jpg</pfad></daten></anhang><anhang gruppe="GRUNDRISS"><daten><pfad>plan.pdf</pfad></daten></anhang><anhang gruppe="TITELBILD"><daten><pfad>a.jpg</pfad></daten></anhang></anhaenge>`,
        ),
        immobilie('W-1', '<freitexte><objekttitel>Attic flat</objekttitel></freitexte>', 'en'),
      ),
    );
    expect(result.ok && result.value.rejections).toEqual([]);
    expect(result.ok && result.value.listings).toEqual([
      expect.objectContaining({
        reference: 'W-1',
        transactionType: 'Sell',
        type: 'Apartment',
        subType: 'Attic',
        language: 'de',
        titles: { de: 'Dachwohnung & Blick', en: 'Attic flat' },
        descriptions: { de: 'Hell é' },
        price: { value: 350000, currency: 'EUR', interval: 'Once', show: true },
        livingArea: { value: 85.5, unit: 'SquareMeter' },
        rooms: 3.5,
        amenities: ['Balcony', 'Garage', 'Lift'],
        location: { countryIso: 'DE', postcode: '80331', town: 'München', showAddress: false },
        imageUrls: ['a.jpg', 'b.jpg'],
      }),
    ]);
  });

  it('names a listing withdrawn by <aktion aktionart="DELETE">', () => {
    const withdrawn =
      '<immobilie><verwaltung_techn><objektnr_extern>W-9</objektnr_extern><aktion aktionart="DELETE"/></verwaltung_techn></immobilie>';
    expect(
      parser.parse('openimmo', openImmo(withdrawn)).ok && parser.parse('openimmo', openImmo(withdrawn)),
    ).toMatchObject({
      value: { listings: [], withdrawn: ['W-9'] },
    });
  });

  it('rejects each bad listing with every fault it has, and keeps the others', () => {
    const bad = immobilie('W-2', '').replace('<kaufpreis>350000</kaufpreis>', '').replace('DEU', 'XYZ');
    const result = parser.parse('openimmo', openImmo(immobilie('W-1', ''), bad));
    expect(result.ok && result.value.listings.map((l) => l.reference)).toEqual(['W-1']);
    expect(result.ok && result.value.rejections).toEqual([
      { reference: 'W-2', field: 'price', reason: 'Required' },
      { reference: 'W-2', field: 'location.country', reason: 'UnknownCountry', value: 'XYZ' },
    ]);
  });

  it('reads a yearly rent as a monthly one and refuses a weekly one', () => {
    const rent = (unit: string) =>
      immobilie('R', '')
        .replace('KAUF="true" MIETE_PACHT="false"', 'KAUF="false" MIETE_PACHT="true"')
        .replace(
          '<kaufpreis>350000</kaufpreis>',
          `<kaltmiete>24000</kaltmiete><preis_zeiteinheit zeiteinheit="${unit}"/>`,
        );
    const yearly = parser.parse('openimmo', openImmo(rent('JAHR')));
    expect(yearly.ok && yearly.value.listings[0].price).toEqual({
      value: 2000,
      currency: 'EUR',
      interval: 'Month',
      show: true,
    });
    const weekly = parser.parse('openimmo', openImmo(rent('WOCHE')));
    expect(weekly.ok && weekly.value.rejections).toEqual([
      { reference: 'R', field: 'price', reason: 'UnknownValue', value: 'WOCHE' },
    ]);
  });

  it('reads a feed in ISO-8859-1 as it declares', () => {
    const latin1 = Buffer.from(openImmo(immobilie('L', '')).replace('UTF-8', 'ISO-8859-1'), 'latin1');
    const result = parser.parse('openimmo', latin1);
    expect(result.ok && result.value.listings[0].location.town).toBe('München');
  });
});

const property = (
  inner: string,
) => `<property><id>K-1</id><price>250000</price><currency>EUR</currency><price_freq>sale</price_freq>
<type>Villa</type><town>Jávea</town><province>Alicante</province><country>Spain</country>${inner}</property>`;
const kyero = (...properties: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><root><kyero><feed_version>3</feed_version></kyero>${properties.join('')}</root>`;

describe('Kyero v3', () => {
  it('maps a listing: texts by language, surfaces kept in their unit, features to amenities, coordinates', () => {
    const result = parser.parse(
      'kyero',
      kyero(
        property(`<location><latitude>38.79</latitude><longitude>0.17</longitude></location><beds>3</beds><baths>2</baths><pool>1</pool>
          <surface_area><built unit="sqft">1600</built><plot>800</plot></surface_area><energy_rating><consumption>E</consumption></energy_rating>
          <desc><en>Sea views</en><es>Vistas al mar</es></desc><features><feature>Air conditioning</feature><feature>Private garden</feature></features>
          <images><image id="1"><url>https://img.test/1.jpg</url></image></images>`),
      ),
    );
    expect(result.ok && result.value.listings[0]).toEqual(
      expect.objectContaining({
        reference: 'K-1',
        transactionType: 'Sell',
        type: 'House',
        subType: 'Villa',
        language: 'en',
        titles: {},
        descriptions: { en: 'Sea views', es: 'Vistas al mar' },
        livingArea: { value: 1600, unit: 'SquareFoot' },
        landArea: { value: 800, unit: 'SquareMeter' },
        bedrooms: 3,
        amenities: ['AirConditioning', 'Garden', 'SwimmingPool'],
        ratings: [{ ratingType: 'EnergyEu', grade: 'E' }],
        location: {
          countryIso: 'ES',
          town: 'Jávea',
          region: 'Alicante',
          latitude: 38.79,
          longitude: 0.17,
          showAddress: false,
        },
        imageUrls: ['https://img.test/1.jpg'],
      }),
    );
  });

  it('refuses a holiday let by the week, a type it does not know, an unknown unit, a repeated id', () => {
    const result = parser.parse(
      'kyero',
      kyero(
        property('').replace('sale', 'week'),
        property('').replace('K-1', 'K-2').replace('Villa', 'Castle'),
        property('<surface_area><built unit="tsubo">10</built></surface_area>').replace('K-1', 'K-3'),
        property('').replace('K-1', 'K-3'),
      ),
    );
    expect(result.ok && result.value.rejections).toEqual([
      { reference: 'K-1', field: 'price.frequency', reason: 'UnknownValue', value: 'week' },
      { reference: 'K-2', field: 'type', reason: 'UnknownValue', value: 'Castle' },
      { reference: 'K-3', field: 'livingArea', reason: 'UnknownUnit', value: 'tsubo' },
      { reference: 'K-3', field: 'reference', reason: 'DuplicateReference' },
    ]);
  });
});

describe('a feed that is not read at all', () => {
  const refused = (format: 'openimmo' | 'kyero', feed: string | Uint8Array) => {
    const result = parser.parse(format, feed);
    return !result.ok && result.error;
  };

  it('refuses a DOCTYPE outright: no entity of the feed is ever expanded', () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE root [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><root>&b;</root>`;
    expect(refused('kyero', laughs)).toMatchObject({
      code: 'FEED_NOT_READABLE',
      field: 'feed',
      message: expect.stringContaining('DOCTYPE'),
    });
    expect(refused('kyero', '<?xml version="1.0"?><!DOCTYPE root SYSTEM "file:///etc/passwd"><root/>')).toMatchObject({
      code: 'FEED_NOT_READABLE',
    });
  });

  it('refuses bytes that are not of the declared encoding, an encoding it does not read, and malformed XML', () => {
    expect(
      refused(
        'kyero',
        Buffer.from([0x3c, 0x72, 0x6f, 0x6f, 0x74, 0x3e, 0xc3, 0x28, 0x3c, 0x2f, 0x72, 0x6f, 0x6f, 0x74, 0x3e]),
      ),
    ).toMatchObject({
      message: expect.stringContaining('UTF-8'),
    });
    expect(refused('kyero', Buffer.from('<?xml version="1.0" encoding="Shift_JIS"?><root/>'))).toMatchObject({
      message: expect.stringContaining('Shift_JIS'.toLowerCase()),
    });
    expect(refused('kyero', '<root><property></root>')).toMatchObject({ code: 'FEED_NOT_READABLE' });
  });

  it('refuses a document of the other format', () => {
    expect(refused('kyero', openImmo())).toMatchObject({ message: expect.stringContaining('<root>') });
  });
});
