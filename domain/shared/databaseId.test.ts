import { MAX_DATABASE_ID, parseDatabaseId } from './databaseId';

describe('parseDatabaseId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', MAX_DATABASE_ID],
  ])('reads %s', (text, id) => {
    expect(parseDatabaseId(text)).toBe(id);
  });

  // Beyond the integer column an id names no row, and sent to the database it fails the query.
  it.each(['2147483648', '9007199254740991', '99999999999999999', '0', '-1', '1.5', '1e3', ' 1', '', 'x'])(
    'refuses %j',
    (text) => {
      expect(parseDatabaseId(text)).toBeUndefined();
    },
  );

  it('refuses what is not text (a repeated query parameter is a list)', () => {
    expect(parseDatabaseId(['1', '2'])).toBeUndefined();
    expect(parseDatabaseId(undefined)).toBeUndefined();
  });
});
