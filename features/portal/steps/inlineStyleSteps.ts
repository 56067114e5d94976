import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { topLevelRules } from '#presentation/shell/head/withoutRepeatedRules';
import { scenarioPage, serverUrl } from '../../support/scenarioAccess';
import type { PortalWorld } from '../../support/world';

const STEP = { timeout: 120_000 };
const PATHS: Record<string, string> = { home: '/', search: '/switzerland/buy', listing: '/listing/1' };

When(
  /^they open the (home|search|listing) page (\d+) px wide$/,
  STEP,
  async function (this: PortalWorld, kind: string, width: string) {
    const page = scenarioPage(this);
    // The page as the server sent it: without its scripts nothing hydrates and changes between two readings.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.setViewportSize({ width: Number(width), height: Number(width) < 768 ? 844 : 900 });
    await page.goto(`${serverUrl(this)}${PATHS[kind]}`, { waitUntil: 'load' });
  },
);

Then("no rule is written twice in the page's inline styles", async function (this: PortalWorld) {
  const sheets = await scenarioPage(this).$$eval('head style', (styles) =>
    styles.map((style) => style.textContent ?? ''),
  );
  assert.ok(sheets.length > 1, 'the page carries its stylesheets inline');
  const rules = sheets.flatMap(topLevelRules);
  const repeated = rules.filter((rule, index) => rules.indexOf(rule) !== index);
  assert.deepEqual(repeated.slice(0, 3), [], `${repeated.length} rules are written twice`);
});

Then('every element is styled as with the stylesheet files in full', STEP, async function (this: PortalWorld) {
  const outcome = await scenarioPage(this).evaluate(async () => {
    // Animations stand still, so two readings a moment apart differ only by the styles.
    for (const animation of document.getAnimations()) animation.cancel();
    const read = () =>
      [...document.body.querySelectorAll('*')].map((element) => {
        const style = getComputedStyle(element);
        let text = '';
        for (let i = 0; i < style.length; i += 1) text += `${style[i]}:${style.getPropertyValue(style[i])};`;
        return text;
      });
    const inline = read();
    // Each inlined stylesheet keeps its (disabled) link right before its <style>: put the file back.
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet][disabled]')];
    for (const link of links) {
      const css = await (await fetch(link.href)).text();
      const next = link.nextElementSibling;
      if (next instanceof HTMLStyleElement) next.textContent = css;
      else link.after(Object.assign(document.createElement('style'), { textContent: css }));
    }
    const files = read();
    const differing = inline.filter((text, index) => text !== files[index]).length;
    return { links: links.length, elements: inline.length, differing };
  });
  assert.ok(outcome.links > 1 && outcome.elements > 100, JSON.stringify(outcome));
  assert.equal(outcome.differing, 0, `${outcome.differing} of ${outcome.elements} elements are styled differently`);
});
