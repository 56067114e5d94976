import { MY_HOME_PAGE, nextSavedSearchesPage, SAVED_SEARCHES_COUNT } from './searchLists';

describe('the saved searches my home appends (document 001 §4, §9)', () => {
  it('asks for the next page of 10 after those shown', () => {
    expect(nextSavedSearchesPage(10, 35)).toEqual({ count: MY_HOME_PAGE, skip: 10 });
  });

  it('asks for nothing once every saved search is shown', () => {
    expect(nextSavedSearchesPage(35, 35)).toBeUndefined();
  });

  it('never goes past the 100 saved searches', () => {
    expect(nextSavedSearchesPage(95, 240)).toEqual({ count: 5, skip: 95 });
    expect(nextSavedSearchesPage(SAVED_SEARCHES_COUNT, 240)).toBeUndefined();
  });
});
