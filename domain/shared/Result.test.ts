import { err, map, ok } from './Result';

describe('Result', () => {
  it('maps only successes', () => {
    expect(map(ok(2), (n) => n * 3)).toEqual({ ok: true, value: 6 });
    expect(map(err('bad') as ReturnType<typeof err<string>>, (n: number) => n * 3)).toEqual({
      ok: false,
      error: 'bad',
    });
  });
});
