import { absolute } from './absolute';
import { alternates } from './alternates';
import { HEAD_TITLE_MAX, headTitle } from './headTitle';
import { jsonForScript } from './jsonForScript';

describe('the head kit', () => {
  it('adds the brand to a title only when both fit in 60 characters', () => {
    expect(headTitle('Bright flat in Genève', 'Homefinder')).toBe('Bright flat in Genève | Homefinder');
    const long = headTitle(
      'A very long and descriptive title for a lovely family house with a garden',
      'Homefinder Switzerland',
    );
    expect(Array.from(long).length).toBeLessThanOrEqual(HEAD_TITLE_MAX);
    expect(long.endsWith('…')).toBe(true);
  });

  it('writes structured data that cannot close its script element', () => {
    const json = jsonForScript({ description: '</script><script>alert(1)</script>\u2028' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ description: '</script><script>alert(1)</script>\u2028' });
  });

  it('makes a URL absolute on the origin, keeping one that has its scheme', () => {
    expect(absolute('/media/1.jpg', 'https://www.homefinder.ch')).toBe('https://www.homefinder.ch/media/1.jpg');
    expect(absolute('media/1.jpg', 'https://www.homefinder.ch')).toBe('https://www.homefinder.ch/media/1.jpg');
    expect(absolute('https://cdn.example/1.jpg', 'https://www.homefinder.ch')).toBe('https://cdn.example/1.jpg');
  });

  it('links every culture of the portal and x-default, the default culture', () => {
    const portal = { cultures: ['de', 'fr', 'en'] as const, defaultCulture: 'de' as const };
    expect(alternates(portal as never, 'https://h.example', (culture) => `/${culture}/x`)).toEqual([
      { hreflang: 'de', href: 'https://h.example/de/x' },
      { hreflang: 'fr', href: 'https://h.example/fr/x' },
      { hreflang: 'en', href: 'https://h.example/en/x' },
      { hreflang: 'x-default', href: 'https://h.example/de/x' },
    ]);
  });
});
