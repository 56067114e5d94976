import { isDependencyUnavailable, isStorageFull } from './dependencyUnavailable';

describe('isDependencyUnavailable: a database outage is a 503, a bug stays a 500', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['PostgreSQL shutting down (57P01)', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    ['a connection failure (08006)', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['the pool giving up', new Error('timeout exceeded when trying to connect')],
    [
      'a wrapped cause',
      new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') }),
    ],
  ])('%s', (_name, error) => expect(isDependencyUnavailable(error)).toBe(true));

  it.each([
    ['a type error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a unique violation (23505)', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a string', 'boom'],
  ])('%s', (_name, error) => expect(isDependencyUnavailable(error)).toBe(false));
});

describe('isStorageFull: a full disk is a clear 503, not a 500', () => {
  const pgliteDiskFull = Object.assign(new Error('could not extend file "base/5/16871_fsm": No space left on device'), {
    code: '53100',
  });
  it.each([
    ['PGlite or PostgreSQL unable to extend a file (53100)', pgliteDiskFull],
    ['wrapped by drizzle', new Error('Failed query: insert into "listing_favorites"', { cause: pgliteDiskFull })],
    [
      'the file system (ENOSPC)',
      Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }),
    ],
  ])('%s', (_name, error) => {
    expect(isStorageFull(error)).toBe(true);
    expect(isDependencyUnavailable(error)).toBe(false);
  });

  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    ['out of memory (53200) is not a full disk', Object.assign(new Error('out of memory'), { code: '53200' })],
    ['a string', 'No space'],
  ])('%s', (_name, error) => expect(isStorageFull(error)).toBe(false));
});
