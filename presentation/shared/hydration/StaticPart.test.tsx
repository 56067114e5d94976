import { renderToString } from 'react-dom/server';
import { StaticPart } from './StaticPart';

describe('StaticPart (docs/pages.md §12)', () => {
  it('renders its part on the server inside a marked wrapper, where hydration finds it again', () => {
    const html = renderToString(
      <StaticPart deps={[]} styles={[]}>
        <p>Living area 120 m²</p>
      </StaticPart>,
    );
    expect(html).toMatch(/^<div class="[^"]*" data-static-part="[^"]+">/);
    expect(html).toContain('<p>Living area 120 m²</p>');
  });

  it('gives each part of a page its own mark', () => {
    const html = renderToString(
      <>
        <StaticPart deps={[]} styles={[]}>
          <p>facts</p>
        </StaticPart>
        <StaticPart deps={[]} styles={[]}>
          <p>energy</p>
        </StaticPart>
      </>,
    );
    const marks = [...html.matchAll(/data-static-part="([^"]+)"/g)].map((match) => match[1]);
    expect(marks).toHaveLength(2);
    expect(new Set(marks).size).toBe(2);
  });

  it('leaves a part with nothing to show empty but for React’s markers, which CSS :empty ignores', () => {
    const html = renderToString(
      <StaticPart deps={[]} styles={[]}>
        {null}
      </StaticPart>,
    );
    expect(html.replace(/^<div[^>]*>|<\/div>$/g, '').replace(/<!--.*?-->/g, '')).toBe('');
  });
});
