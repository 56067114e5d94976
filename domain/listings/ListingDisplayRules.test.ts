import type { ListingCategory } from './Listing';
import { listingDisplay } from './ListingDisplayRules';
import { aListing } from '#test/mothers/domain/ListingMother';

const shown = (category: ListingCategory, overrides: Parameters<typeof aListing>[0] = {}) =>
  listingDisplay(aListing({ category, ...overrides }));

describe('listingDisplay by category (document 002 §6)', () => {
  it.each([
    ['basic', false, true, false, false],
    ['basicPlus', false, true, false, false],
    ['classic', false, true, true, false],
    ['premium', true, true, true, false],
    ['global', true, true, true, true],
    ['premiumPlus', true, true, true, true],
    ['luxury', true, true, true, true],
    ['elite', true, true, true, true],
  ] as const)(
    '%s: vendor agency %s, agent block %s, agent page link %s, extended %s',
    (category, vendor, block, link, extended) => {
      const display = shown(category);
      expect(display.vendorAgency).toBe(vendor);
      expect(display.agentBlock).toBe(block);
      expect(display.agentPageLink).toBe(link);
      expect(display.agentBio).toBe(extended);
      expect(display.stickyContactPanel).toBe(extended);
      expect(display.leadFormAgent).toBe(extended);
      expect(display.extendedLayout).toBe(extended);
    },
  );

  it('shows the vendor agency of a project in any category, but not of a unit', () => {
    expect(shown('basic', { listingClass: 'ProjectListing' }).vendorAgency).toBe(true);
    expect(shown('basic', { listingClass: 'ProjectAsListing' }).vendorAgency).toBe(true);
    expect(shown('basic', { listingClass: 'UnitListing' }).vendorAgency).toBe(false);
  });

  it('names the vendor account and the agent it shows', () => {
    expect(shown('premium')).toMatchObject({ vendorAccountId: 501, contactUserId: 77 });
    expect(shown('classic').vendorAccountId).toBeUndefined();
  });

  it('shows no vendor agency when the listing has no vendor account', () => {
    expect(shown('elite', { relatedAccounts: [{ accountId: 9, type: 'Developer' }] }).vendorAgency).toBe(false);
  });

  it('prefers the agent over the main agency contact, and falls back to the latter', () => {
    expect(
      shown('classic', {
        contactUsers: [
          { userId: 5, type: 'MainAgencyContact' },
          { userId: 6, type: 'Agent' },
        ],
      }).contactUserId,
    ).toBe(6);
    expect(shown('classic', { contactUsers: [{ userId: 5, type: 'MainAgencyContact' }] }).contactUserId).toBe(5);
  });

  it.each([
    ['contact display is not allowed', { allowContactDisplay: false }],
    ['there is no contact', { contactUsers: [] }],
    ['the contact has no user id', { contactUsers: [{ userId: 0, type: 'Agent' as const }] }],
  ])('shows none of it when %s', (_reason, overrides) => {
    expect(shown('elite', overrides)).toEqual({
      vendorAgency: false,
      agentBlock: false,
      agentPageLink: false,
      agentBio: false,
      stickyContactPanel: false,
      leadFormAgent: false,
      extendedLayout: false,
    });
  });
});
