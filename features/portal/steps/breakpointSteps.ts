import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Then, When } from '@cucumber/cucumber';
import { BREAKPOINTS, viewportOf } from '#domain/portal/Navigation';
import type { PortalWorld } from '#features/support/world';
import { portal } from './PortalScenario';

/** The style sheets of the shell and of the pages it owns (home, error pages). */
const SHELL_STYLES = ['presentation/shell', 'presentation/pages/index', 'presentation/pages/_error'];

function cssFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => join(entry.parentPath, entry.name));
}

Then('a screen {int} px wide is {string}', function (this: PortalWorld, width: number, viewport: string) {
  assert.equal(viewportOf(width), viewport);
});

When("the media queries of the shell's style sheets are read", function (this: PortalWorld) {
  const widths = new Map<string, number[]>();
  for (const file of SHELL_STYLES.flatMap(cssFiles)) {
    // Every width a media query tests, not only its first: `(min-width: 1024px) and (max-width: 1279px)` adds 1279.
    const found = [...readFileSync(file, 'utf8').matchAll(/@media([^{]*)\{/g)].flatMap((media) =>
      [...media[1].matchAll(/(?:min|max)-width:\s*(\d+)px/g)].map((match) => Number(match[1])),
    );
    if (found.length > 0) widths.set(file, found);
  }
  portal(this).outcome = widths;
});

Then('every width they test is 767, 768, 1023 or 1024 px', function (this: PortalWorld) {
  const allowed = new Set<number>(Object.values(BREAKPOINTS));
  const widths = portal(this).outcome as Map<string, number[]>;
  assert.ok(widths.size > 0, 'no media queries found: the scan is not looking at the style sheets');
  const strays = [...widths].flatMap(([file, found]) =>
    found.filter((width) => !allowed.has(width)).map((width) => `${file}: ${width}px`),
  );
  assert.deepEqual(strays, []);
});
