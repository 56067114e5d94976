import { aListing } from '#test/mothers/domain/ListingMother';
import { listingContactPhone, withoutContactDetails } from './ContactPhone';

describe('the phone number a listing reveals (document 002 §6: a named contact the publisher allows)', () => {
  const listing = aListing();
  const contactId = listing.contactUsers[0]!.userId;
  const agencyId = listing.relatedAccounts[0]!.accountId;

  it("is the named contact's, else the shown agency's", () => {
    expect(listingContactPhone(listing, [{ id: contactId, phone: '+41 22 000 00 00' }], [])).toBe('+41 22 000 00 00');
    const premium = aListing({ category: 'premium' });
    expect(listingContactPhone(premium, [{ id: contactId }], [{ id: agencyId, phone: '+41 22 111 11 11' }])).toBe(
      '+41 22 111 11 11',
    );
  });

  it('is none when contacts may not be shown, or nobody may be contacted', () => {
    const users = [{ id: contactId, phone: '+41 22 000 00 00' }];
    expect(listingContactPhone(aListing({ allowContactDisplay: false }), users, [])).toBeUndefined();
    expect(listingContactPhone(aListing({ isArchived: true }), users, [])).toBeUndefined();
  });

  it('leaves a shared page without phone and e-mail (docs/pages.md §1)', () => {
    expect(withoutContactDetails({ id: 1, fullName: 'Ana', phone: '+351 1', email: 'ana@x.example' })).toEqual({
      id: 1,
      fullName: 'Ana',
    });
  });
});
