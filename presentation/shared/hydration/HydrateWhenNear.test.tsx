import { renderToString } from 'react-dom/server';
import { HydrateWhenNear } from './HydrateWhenNear';
import { useHydrating } from './useHydrating';

/** Pressed unless it renders as served: outside a late part that is never (no second render after hydration). */
function Heart() {
  return <button aria-pressed={!useHydrating()}>♥</button>;
}

describe('HydrateWhenNear (docs/pages.md §12)', () => {
  it('renders its part in place on the server, inside a marked wrapper that hydration finds again', () => {
    const html = renderToString(
      <HydrateWhenNear deps={[]} styles={[]}>
        <p>Similar listings</p>
      </HydrateWhenNear>,
    );
    expect(html).toMatch(/^<div class="[^"]*" data-late-part="[^"]+">/);
    expect(html).toContain('<p>Similar listings</p>');
  });

  it('gives each part of a page its own mark', () => {
    const html = renderToString(
      <>
        <HydrateWhenNear deps={[]} styles={[]}>
          <p>calculator</p>
        </HydrateWhenNear>
        <HydrateWhenNear deps={[]} styles={[]}>
          <p>similar</p>
        </HydrateWhenNear>
      </>,
    );
    const marks = [...html.matchAll(/data-late-part="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(marks).size).toBe(2);
  });

  it('renders a part as served while it hydrates (useHydrating is true there on the server)', () => {
    expect(renderToString(<Heart />)).toContain('aria-pressed="true"');
    expect(
      renderToString(
        <HydrateWhenNear deps={[]} styles={[]}>
          <Heart />
        </HydrateWhenNear>,
      ),
    ).toContain('aria-pressed="false"');
  });
});
