import type { FinancingCaller, FinancingService, RentalDepositInsuranceOffers } from '#application/financing/ports';

/** Who calls: a visitor without a profile, or one of two profiles. */
export type FinancingContractCaller = 'visitor' | 'alice' | 'bob';

/** What the financing suite needs: the adapter under test as each caller, and a way to record an insurance offer (the leads service's seam). */
export interface FinancingContractFixture {
  as(who: FinancingContractCaller): { financing: FinancingService; caller: FinancingCaller };
  offers: RentalDepositInsuranceOffers;
  callerOf(who: Exclude<FinancingContractCaller, 'visitor'>): FinancingCaller;
  /** A Swiss-franc rent apartment and its rooms; a sale listing. */
  rentApartment: { id: number; rooms?: number };
  /** A monthly rent apartment priced in another currency than CHF (FirstCaution "needs CHF"). */
  rentApartmentNotChf: number;
  saleListingId: number;
  /** The leads service's stamp of an insurance form opened this long ago (its fill time is the service's measure). */
  formStamp(openedAgoMs: number): string;
  /** Archives (or restores) a listing for one case. */
  archive(listingId: number, isArchived: boolean): Promise<void>;
  /** The language the adapter asks in (the http adapter sends it as Accept-Language). */
  language: 'de' | 'fr';
}

const QUOTE = {
  grossAnnualIncome: 180_000,
  purchasePrice: 1_000_000,
  currencyId: 'CHF',
  provider: 'Default',
  ownFunds: 200_000,
};

/** An insurance lead for a listing, as the modal sends it (a person's fill time, a fresh key). */
function insuranceLead(fixture: FinancingContractFixture, listingId: number, tag: string) {
  const now = Date.now();
  return {
    id: listingId,
    data: {
      fullName: 'Bob Tenant',
      email: 'bob.tenant@example.ch',
      phone: '+41 44 668 18 00',
      leadType: 'lead' as const,
      formTimestamp: now - 20_000,
      rentalDepositInsuranceOffer: true,
    },
    portalId: 'ch',
    formSubmitTime: now,
    formStamp: fixture.formStamp(20_000),
    rentalDepositInsuranceProvider: 'FirstCaution',
    locale: fixture.language,
    idempotencyKey: `insurance-${tag}-${fixture.language}-${now}-${Math.floor(Math.random() * 1e9)}`,
  };
}

/**
 * THE contract of FinancingService (document 001 §7 "Financing"; GET /rentalDepositInsuranceOffers
 * of "Leads"), one list of cases run against every adapter: the handlers over the SQL store and the
 * browser's http client of /svc/financing (where the handlers run).
 */
export function describeFinancingServiceContract(adapter: string, fixture: () => FinancingContractFixture): void {
  describe(`FinancingService contract: ${adapter}`, () => {
    it('estimates every field of document 001 §3 with the FINMA ratios (worked example 1 at the ten-year rate)', async () => {
      const { financing } = fixture().as('visitor');
      const rates = await financing.latestInterestRates('Default');
      if (!rates.ok) throw new Error(rates.error.message);
      const result = await financing.estimate({ ...QUOTE, length: 10 });
      if (!result.ok) throw new Error(result.error.message);
      expect(result.value).toMatchObject({
        purchasePrice: 1_000_000,
        mortgageLoan: 800_000,
        ownFunds: 200_000,
        notaryFees: 50_000,
        interestRate: rates.value.rates.Fixed10,
        monthlyAmortization: 741,
        monthlyMaintenance: 833,
        grossAnnualIncome: 180_000,
        finmaRatios: { affordability: 32.7, loanToValue: 80, ownFunds: 20 },
        affordable: true,
      });
      expect(result.value.monthlyInterest).toBe(Math.round((800_000 * rates.value.rates.Fixed10!) / 100 / 12));
    });

    it('takes the lender minimum (20 %) as own funds when none are given, and caps the ratio at 999', async () => {
      const { financing } = fixture().as('visitor');
      const result = await financing.estimate({
        grossAnnualIncome: 0,
        purchasePrice: 500_000,
        currencyId: 'CHF',
        provider: 'Default',
      });
      if (!result.ok) throw new Error(result.error.message);
      expect(result.value.ownFunds).toBe(100_000);
      expect(result.value.finmaRatios.affordability).toBe(999);
      expect(result.value.affordable).toBe(false);
    });

    it('refuses a currency other than CHF, an unknown provider, and own funds above the price, naming the field', async () => {
      const { financing } = fixture().as('visitor');
      const euro = await financing.estimate({ ...QUOTE, currencyId: 'EUR' });
      expect(!euro.ok && [euro.error.kind, euro.error.field]).toEqual(['INVALID', 'currencyId']);
      const provider = await financing.estimate({ ...QUOTE, provider: 'Nobody' });
      expect(!provider.ok && [provider.error.kind, provider.error.field]).toEqual(['INVALID', 'provider']);
      const funds = await financing.estimate({ ...QUOTE, ownFunds: 1_000_001 });
      expect(!funds.ok && [funds.error.kind, funds.error.field]).toEqual(['INVALID', 'ownFunds']);
    });

    it('answers the latest rates keyed by interest type: fixed 2 to 15 years and SARON', async () => {
      const result = await fixture().as('visitor').financing.latestInterestRates('Default');
      if (!result.ok) throw new Error(result.error.message);
      expect(Object.keys(result.value.rates)).toEqual(
        expect.arrayContaining(['Fixed2', 'Fixed5', 'Fixed10', 'Fixed15', 'Saron']),
      );
      expect(result.value.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const unknown = await fixture().as('visitor').financing.latestInterestRates('Nobody');
      expect(!unknown.ok && unknown.error.field).toBe('provider');
    });

    it('creates a quote for the caller and lists the latest with top 1, newest first (document 001 §7)', async () => {
      const { financing, caller } = fixture().as('alice');
      const listingId = 4_000_000 + Math.floor(Math.random() * 1_000_000);
      const first = await financing.createMortgageQuote({ ...QUOTE, listingId }, 'de', caller);
      const second = await financing.createMortgageQuote(
        { ...QUOTE, listingId, grossAnnualIncome: 150_000 },
        'de',
        caller,
      );
      if (!first.ok || !second.ok) throw new Error('a quote was not created');
      expect(second.value).toMatchObject({ ...QUOTE, listingId, grossAnnualIncome: 150_000 });
      expect(second.value.estimate.mortgageLoan).toBe(800_000);
      expect(Date.parse(second.value.creationDate)).not.toBeNaN();
      const latest = await financing.listMortgageQuotes({ listingId, sort: '-creationDate', top: 1 }, caller);
      expect(latest.ok && latest.value.map((q) => q.id)).toEqual([second.value.id]);
      const oldestFirst = await financing.listMortgageQuotes({ listingId, sort: 'creationDate' }, caller);
      expect(oldestFirst.ok && oldestFirst.value.map((q) => q.id)).toEqual([first.value.id, second.value.id]);
    });

    it("never lists another visitor's quotes, and a visitor without a profile has none and cannot create one", async () => {
      const alice = fixture().as('alice');
      const listingId = 5_000_000 + Math.floor(Math.random() * 1_000_000);
      const created = await alice.financing.createMortgageQuote({ ...QUOTE, listingId }, 'fr', alice.caller);
      expect(created.ok).toBe(true);
      const bob = fixture().as('bob');
      const bobs = await bob.financing.listMortgageQuotes({ listingId }, bob.caller);
      expect(bobs.ok && bobs.value).toEqual([]);
      const visitor = fixture().as('visitor');
      const visitors = await visitor.financing.listMortgageQuotes({ listingId }, visitor.caller);
      expect(visitors.ok && visitors.value).toEqual([]);
      const refused = await visitor.financing.createMortgageQuote({ ...QUOTE, listingId }, 'fr', visitor.caller);
      expect(!refused.ok && refused.error.kind).toBe('UNAUTHORIZED');
    });

    it("gives a rent apartment's insurance offer: AVAILABLE with the fee for its rooms and the order link, REQUESTED after an offer", async () => {
      const { rentApartment, saleListingId, language } = fixture();
      const alice = fixture().as('alice');
      const before = await alice.financing.getListingInsuranceOffer(
        { listingId: rentApartment.id, language },
        alice.caller,
      );
      if (!before.ok) throw new Error(before.error.message);
      const rooms = rentApartment.rooms ?? 0;
      expect(before.value).toMatchObject({
        provider: 'FirstCaution',
        monthlyFee: rooms < 4 ? 180 : rooms < 7 ? 150 : rooms < 10 ? 120 : 50,
        orderLink: expect.stringContaining(`firstcaution.ch/${language}/`),
      });
      await fixture().offers.record(
        { provider: 'FirstCaution', listingId: rentApartment.id },
        fixture().callerOf('alice'),
      );
      const after = await alice.financing.getListingInsuranceOffer(
        { listingId: rentApartment.id, language },
        alice.caller,
      );
      expect(after.ok && after.value.status).toBe('REQUESTED');
      const visitor = fixture().as('visitor');
      const theirs = await visitor.financing.getListingInsuranceOffer(
        { listingId: rentApartment.id, language },
        visitor.caller,
      );
      expect(theirs.ok && theirs.value.status).toBe('AVAILABLE');
      const sale = await visitor.financing.getListingInsuranceOffer(
        { listingId: saleListingId, language },
        visitor.caller,
      );
      expect(sale.ok && sale.value.status).toBe('UNAVAILABLE');
      const missing = await visitor.financing.getListingInsuranceOffer(
        { listingId: 999_999_999, language },
        visitor.caller,
      );
      expect(!missing.ok && missing.error.kind).toBe('NOT_FOUND');
    });

    it('posts the insurance lead through the leads service and keeps the offer as REQUESTED; without a profile it is refused', async () => {
      const { rentApartment, language } = fixture();
      const bob = fixture().as('bob');
      const now = Date.now();
      const lead = {
        id: rentApartment.id,
        data: {
          fullName: 'Bob Tenant',
          email: 'bob.tenant@example.ch',
          phone: '+41 44 668 18 00',
          leadType: 'lead' as const,
          formTimestamp: now - 20_000,
          rentalDepositInsuranceOffer: true,
        },
        portalId: 'ch',
        formSubmitTime: now,
        formStamp: fixture().formStamp(20_000),
        rentalDepositInsuranceProvider: 'FirstCaution',
        locale: language,
        idempotencyKey: `insurance-${language}-${now}-${Math.floor(Math.random() * 1e9)}`,
      };
      const sent = await bob.financing.requestRentalDepositInsurance(lead, bob.caller);
      if (!sent.ok) throw new Error(sent.error.message);
      expect(['Dispatched', 'Processing', 'NotificationsScheduled']).toContain(sent.value.lead.status);
      expect(sent.value.offer).toMatchObject({ provider: 'FirstCaution', listingId: rentApartment.id });
      const offer = await bob.financing.getListingInsuranceOffer({ listingId: rentApartment.id, language }, bob.caller);
      expect(offer.ok && offer.value.status).toBe('REQUESTED');
      const visitor = fixture().as('visitor');
      const refused = await visitor.financing.requestRentalDepositInsurance(
        { ...lead, idempotencyKey: `${lead.idempotencyKey}-visitor` },
        visitor.caller,
      );
      expect(!refused.ok && refused.error.kind).toBe('UNAUTHORIZED');
    });

    it('refuses the insurance lead for a listing the offer lookup calls UNAVAILABLE and records no offer (document 001 §5: "provider FirstCaution needs CHF")', async () => {
      const { rentApartmentNotChf, language } = fixture();
      const visitor = fixture().as('visitor');
      const lookup = await visitor.financing.getListingInsuranceOffer(
        { listingId: rentApartmentNotChf, language },
        visitor.caller,
      );
      expect(lookup.ok && lookup.value.status).toBe('UNAVAILABLE');
      const bob = fixture().as('bob');
      const before = await bob.financing.listRentalDepositInsuranceOffers({ provider: 'FirstCaution' }, bob.caller);
      const now = Date.now();
      const sent = await bob.financing.requestRentalDepositInsurance(
        {
          id: rentApartmentNotChf,
          data: {
            fullName: 'Bob Tenant',
            email: 'bob.tenant@example.ch',
            phone: '+41 44 668 18 00',
            leadType: 'lead' as const,
            formTimestamp: now - 20_000,
            rentalDepositInsuranceOffer: true,
          },
          portalId: 'ch',
          formSubmitTime: now,
          formStamp: fixture().formStamp(20_000),
          rentalDepositInsuranceProvider: 'FirstCaution',
          locale: language,
          idempotencyKey: `insurance-eur-${language}-${now}-${Math.floor(Math.random() * 1e9)}`,
        },
        bob.caller,
      );
      expect(!sent.ok && sent.error).toMatchObject({ code: 'RENTAL_DEPOSIT_INSURANCE_NOT_OFFERED', field: 'id' });
      const after = await bob.financing.listRentalDepositInsuranceOffers({ provider: 'FirstCaution' }, bob.caller);
      expect(after.ok && after.value.length).toBe(before.ok && before.value.length);
    });

    it("lists the caller's rental deposit insurance offers, newest first, by provider", async () => {
      const bob = fixture().as('bob');
      const before = await bob.financing.listRentalDepositInsuranceOffers({ provider: 'FirstCaution' }, bob.caller);
      if (!before.ok) throw new Error(before.error.message);
      const recorded = await fixture().offers.record(
        { provider: 'FirstCaution', listingId: 77 },
        fixture().callerOf('bob'),
      );
      if (!recorded.ok) throw new Error(recorded.error.message);
      const after = await bob.financing.listRentalDepositInsuranceOffers({ provider: 'FirstCaution' }, bob.caller);
      expect(after.ok && after.value.length).toBe(before.value.length + 1);
      expect(after.ok && after.value[0]).toEqual({
        provider: 'FirstCaution',
        listingId: 77,
        creationDate: recorded.value.creationDate,
      });
      const visitor = fixture().as('visitor');
      const none = await visitor.financing.listRentalDepositInsuranceOffers({}, visitor.caller);
      expect(none.ok && none.value).toEqual([]);
    });

    it('refuses an insurance lead to a provider that is none, naming the field, and posts nothing (document 001 §5)', async () => {
      const f = fixture();
      const bob = f.as('bob');
      const before = await bob.financing.listRentalDepositInsuranceOffers({}, bob.caller);
      const sent = await bob.financing.requestRentalDepositInsurance(
        { ...insuranceLead(f, f.rentApartment.id, 'nobody'), rentalDepositInsuranceProvider: 'Nobody' },
        bob.caller,
      );
      expect(!sent.ok && [sent.error.kind, sent.error.field]).toEqual(['INVALID', 'rentalDepositInsuranceProvider']);
      const after = await bob.financing.listRentalDepositInsuranceOffers({}, bob.caller);
      expect(after.ok && after.value.length).toBe(before.ok && before.value.length);
    });

    it('answers an insurance lead for an archived listing GONE and records no offer (document 001 §6: "Lead, tour and other actions are unavailable on archived listings")', async () => {
      const f = fixture();
      const alice = f.as('alice');
      const before = await alice.financing.listRentalDepositInsuranceOffers({}, alice.caller);
      await f.archive(f.rentApartment.id, true);
      try {
        const sent = await alice.financing.requestRentalDepositInsurance(
          insuranceLead(f, f.rentApartment.id, 'archived'),
          alice.caller,
        );
        expect(!sent.ok && [sent.error.kind, sent.error.code, sent.error.field]).toEqual([
          'GONE',
          'LISTING_ARCHIVED',
          'id',
        ]);
      } finally {
        await f.archive(f.rentApartment.id, false);
      }
      const after = await alice.financing.listRentalDepositInsuranceOffers({}, alice.caller);
      expect(after.ok && after.value.length).toBe(before.ok && before.value.length);
    });

    it('records no offer for a lead that was not sent (the honeypot filled: Spam, document 001 §4)', async () => {
      const f = fixture();
      const alice = f.as('alice');
      const before = await alice.financing.listRentalDepositInsuranceOffers({}, alice.caller);
      const sent = await alice.financing.requestRentalDepositInsurance(
        { ...insuranceLead(f, f.rentApartment.id, 'spam'), website: 'http://spam.example' },
        alice.caller,
      );
      if (!sent.ok) throw new Error(sent.error.message);
      expect(sent.value.lead.status).toBe('Spam');
      expect(sent.value.offer).toBeUndefined();
      const after = await alice.financing.listRentalDepositInsuranceOffers({}, alice.caller);
      expect(after.ok && after.value.length).toBe(before.ok && before.value.length);
    });

    it("lists at most the caller's own quotes, whatever top asks (top 50 is the most)", async () => {
      const alice = fixture().as('alice');
      const created = await alice.financing.createMortgageQuote(QUOTE, 'de', alice.caller);
      if (!created.ok) throw new Error(created.error.message);
      const mine = await alice.financing.listMortgageQuotes({ top: 50 }, alice.caller);
      if (!mine.ok) throw new Error(mine.error.message);
      expect(mine.value.length).toBeGreaterThan(0);
      expect(mine.value.length).toBeLessThanOrEqual(50);
      expect(mine.value[0]!.id).toBe(created.value.id);
      const bob = fixture().as('bob');
      const theirs = await bob.financing.listMortgageQuotes({ top: 50 }, bob.caller);
      expect(theirs.ok && theirs.value.some((quote) => quote.id === created.value.id)).toBe(false);
    });

    it("records an offer only for a profile and a provider that insures (the leads context's seam, document 001 §4)", async () => {
      const { offers } = fixture();
      const visitor = await offers.record({ provider: 'FirstCaution', listingId: 77 }, { ownProfileIds: [] });
      expect(!visitor.ok && visitor.error.kind).toBe('UNAUTHORIZED');
      const nobody = await offers.record({ provider: 'Nobody', listingId: 77 }, fixture().callerOf('bob'));
      expect(!nobody.ok && [nobody.error.kind, nobody.error.field]).toEqual(['INVALID', 'provider']);
    });
  });
}
