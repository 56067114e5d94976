import { searchTitleProblem } from './searchTitle';

describe('a saved search title (document 001 §9 "search title 64 characters")', () => {
  it('accepts 1 to 64 characters and refuses a blank one', () => {
    expect(searchTitleProblem('x'.repeat(64))).toBeUndefined();
    expect(searchTitleProblem('x'.repeat(65))).toBe('SavedSearch.Rename.TooLong');
    expect(searchTitleProblem('   ')).toBe('SavedSearch.Rename.Required');
  });

  it('counts characters as the service does, not UTF-16 units', () => {
    expect(searchTitleProblem('🏠'.repeat(64))).toBeUndefined();
    expect(searchTitleProblem('🏠'.repeat(65))).toBe('SavedSearch.Rename.TooLong');
  });
});
