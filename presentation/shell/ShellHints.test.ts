import { shellHintsOf } from './ShellHints';

describe('shellHintsOf', () => {
  it('reads the hints a page returned under `shell`', () => {
    const data = {
      listing: {},
      shell: { page: 'listing', archived: true, robots: { noindex: true, hrefLangCultures: ['fr', 3] } },
    };
    expect(shellHintsOf(data)).toEqual({
      page: 'listing',
      archived: true,
      robots: { noindex: true, hrefLangCultures: ['fr'] },
    });
  });

  it('gives nothing for pages without data or with unexpected values', () => {
    expect(shellHintsOf(undefined)).toEqual({});
    expect(shellHintsOf({ shell: { page: 'castle', archived: 'yes', robots: [] } })).toEqual({});
  });
});
