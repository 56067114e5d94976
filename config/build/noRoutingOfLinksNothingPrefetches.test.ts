import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { noRoutingOfLinksNothingPrefetches } from './noRoutingOfLinksNothingPrefetches';

// vike's exports map hides the file from require.resolve; the tests run from the project's root.
const PREFETCH = join(process.cwd(), 'node_modules/vike/dist/client/runtime-client-routing/prefetch.js');
type Transform = (code: string, id: string, options?: { ssr?: boolean }) => { code: string } | null;
const transform = noRoutingOfLinksNothingPrefetches().transform as unknown as Transform;

describe('noRoutingOfLinksNothingPrefetches', () => {
  const vike = readFileSync(PREFETCH, 'utf8');

  it("returns from Vike's link prefetch before it routes the link when the event prefetches nothing", () => {
    const patched = transform(vike, PREFETCH)!.code;
    const guard = patched.indexOf("if (prefetchSettings.staticAssets !== event && (event === 'viewport'");
    expect(guard).toBeGreaterThan(
      patched.indexOf('prefetchSettings = getPrefetchSettings(pageContextCurrent, linkTag)'),
    );
    expect(guard).toBeLessThan(patched.indexOf('await getPageContextLink(urlOfLink)'));
    // Vike's own conditions for its two prefetches, which the guard must mirror, are still there.
    expect(patched).toContain('if (prefetchSettings.staticAssets === event) {');
    expect(patched).toContain("if (event !== 'viewport' && prefetchSettings.pageContext) {");
  });

  it('leaves the server build and every other file alone', () => {
    expect(transform(vike, PREFETCH, { ssr: true })).toBeNull();
    expect(transform('export {}', '/node_modules/vike/dist/client/runtime-client-routing/history.js')).toBeNull();
  });

  it('fails the build when the code it patches has changed (a vike upgrade)', () => {
    const changed = vike.replace('// Check again in case DOM was manipulated since last check', '// Check again');
    expect(() => transform(changed, PREFETCH)).toThrow(/check it against this vike/);
  });
});
