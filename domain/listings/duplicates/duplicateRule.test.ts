import { type DuplicateCandidate, groupDuplicates, hammingDistance, isSameProperty, shownOnce } from './duplicateRule';

const base: DuplicateCandidate = {
  id: 1,
  accountId: 10,
  transactionType: 'Sell',
  type: 'Apartment',
  latitude: 46.2,
  longitude: 6.15,
  livingM2: 100,
  price: 500_000,
  photoHashes: ['0f0f0f0f0f0f0f0f', 'ffff0000ffff0000', '1234567812345678'],
};
// About 20 m north.
const copy: DuplicateCandidate = { ...base, id: 2, accountId: 11, latitude: 46.20018, livingM2: 102, price: 520_000 };

describe('the duplicate rule (close coordinates, same type, area within 3%, price within 5%, similar photos)', () => {
  it('finds the same property listed by another agency', () => {
    expect(isSameProperty(base, copy)).toBe(true);
  });

  it('keeps apart what one of the conditions separates', () => {
    expect(isSameProperty(base, { ...copy, livingM2: 104 })).toBe(false); // 3.8% larger
    expect(isSameProperty(base, { ...copy, price: 530_000 })).toBe(false); // 5.7% dearer
    expect(isSameProperty(base, { ...copy, type: 'House' })).toBe(false);
    expect(isSameProperty(base, { ...copy, transactionType: 'Rent' })).toBe(false);
    expect(isSameProperty(base, { ...copy, latitude: 46.201 })).toBe(false); // about 110 m
    expect(isSameProperty(base, { ...copy, photoHashes: ['aaaaaaaaaaaaaaaa'] })).toBe(false);
    expect(isSameProperty(base, { ...copy, accountId: 10 })).toBe(false); // the same agency
  });

  it('counts a slightly different photo (a few bits apart) as the same picture', () => {
    expect(hammingDistance('0f0f0f0f0f0f0f0f', '0f0f0f0f0f0f0f0e')).toBe(1);
    expect(isSameProperty(base, { ...copy, photoHashes: ['0f0f0f0f0f0f0f0e', '1234567812345670'] })).toBe(true);
  });

  it('groups chains under the first listing published', () => {
    expect(
      groupDuplicates([
        [5, 9],
        [9, 3],
        [7, 8],
      ]),
    ).toEqual(
      new Map([
        [5, 3],
        [9, 3],
        [8, 7],
      ]),
    );
  });
});

describe('which copy search shows ("is shown once in search")', () => {
  const ids = (listings: { id: number }[]) => listings.map((l) => l.id);

  it("shows the group's first listing and hides the other agencies' copies", () => {
    expect(ids(shownOnce([{ id: 3 }, { id: 5, duplicateOf: 3 }, { id: 4 }, { id: 9, duplicateOf: 3 }]))).toEqual([
      3, 4,
    ]);
  });

  it('shows the earliest matched copy when the search left the first listing out', () => {
    expect(
      ids(
        shownOnce([
          { id: 9, duplicateOf: 3 },
          { id: 5, duplicateOf: 3 },
          { id: 7, duplicateOf: 6 },
        ]),
      ),
    ).toEqual([5, 7]);
  });

  it('keeps every listing outside a group, in the order given', () => {
    expect(ids(shownOnce([{ id: 8 }, { id: 2, duplicateOf: null }, { id: 5 }]))).toEqual([8, 2, 5]);
  });
});
