import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Given, Then, When } from '@cucumber/cucumber';
import { GetContentHandler } from '#application/content/queries/GetContent';
import type { ContentAnswer, ContentPage } from '#domain/content/ContentPage';
import { isEmptyPage, PAGE_IS_EMPTY, tableOfContents } from '#domain/content/contentRules';
import { robotsContent, robotsDecision } from '#domain/portal/Robots';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { CONTENT_FIXTURE } from '#infrastructure/content/contract/contentServiceContract';
import { ContentFileSync } from '#infrastructure/content/files/ContentFileSync';
import { SqlContentService } from '#infrastructure/content/sql/SqlContentService';
import { type OpenedDatabase, openDatabase } from '#infrastructure/db/Database';
import type { PortalWorld } from '#features/support/world';

/** What the content steps share within a scenario. */
interface ContentScenario {
  answer?: Result<ContentAnswer, DomainError>;
  robots?: { indexable: boolean; followable: boolean };
}

declare module '../../support/world' {
  interface ScenarioState {
    content: ContentScenario;
  }
}

const scenario = (world: PortalWorld) => world.slice('content', () => ({}));

/** One in-memory database and fixture folder for the feature: the files do not change between scenarios. */
let service: Promise<{ handler: GetContentHandler; db: OpenedDatabase }> | undefined;
function contentService() {
  service ??= (async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'content-feature-'));
    for (const [file, text] of Object.entries(CONTENT_FIXTURE)) {
      await fs.mkdir(path.dirname(path.join(folder, file)), { recursive: true });
      await fs.writeFile(path.join(folder, file), text);
    }
    const db = await openDatabase({ inMemory: true });
    return { handler: new GetContentHandler(new SqlContentService(db.db, new ContentFileSync(db.db, folder))), db };
  })();
  return service;
}

function shownPage(world: PortalWorld): ContentPage {
  const answer = scenario(world).answer;
  assert.ok(answer?.ok && answer.value.kind === 'page', `expected a page, got ${JSON.stringify(answer)}`);
  return answer.value.page;
}

// The first scenario opens and migrates its database here: seconds, more than a step's default 5 s on
// two busy cores.
Given('the content files of the fixture', { timeout: 60_000 }, async function (this: PortalWorld) {
  await contentService();
});

When(
  'a visitor in culture {string} opens {string}',
  async function (this: PortalWorld, culture: string, urlPath: string) {
    const { handler } = await contentService();
    scenario(this).answer = await handler.execute({ path: urlPath, culture });
  },
);

Then('the page {string} is shown', function (this: PortalWorld, title: string) {
  assert.equal(shownPage(this).title, title);
});

Then(
  /^they are redirected to "([^"]+)" (permanently|temporarily)$/,
  function (this: PortalWorld, location: string, how: string) {
    const answer = scenario(this).answer;
    assert.ok(answer?.ok && answer.value.kind === 'redirect', `expected a redirect, got ${JSON.stringify(answer)}`);
    assert.deepEqual(answer.value, { kind: 'redirect', location, permanent: how === 'permanently' });
  },
);

Then('the answer is not found with {string}', function (this: PortalWorld, message: string) {
  const answer = scenario(this).answer;
  assert.ok(answer && !answer.ok, `expected not found, got ${JSON.stringify(answer)}`);
  assert.equal(answer.error.kind, 'NOT_FOUND');
  assert.equal(answer.error.message, message);
});

Then('the page shows {string}', function (this: PortalWorld, message: string) {
  const page = shownPage(this);
  assert.ok(isEmptyPage(page));
  assert.equal(PAGE_IS_EMPTY, message);
});

Then('the table of contents reads {string}', function (this: PortalWorld, headings: string) {
  const page = shownPage(this);
  assert.equal(page.layout, 'article');
  assert.equal(
    tableOfContents(page.modules)
      .map((heading) => heading.text)
      .join(', '),
    headings,
  );
});

Then("the page's HTML holds no script and no event handler", function (this: PortalWorld) {
  const html = shownPage(this)
    .modules.map((module) => (module.kind === 'html' ? module.html : ''))
    .join('');
  assert.doesNotMatch(html, /<script|\son[a-z]+\s*=/i);
});

Given(/^a content page that is (not )?indexable, (not )?followable$/, function (this: PortalWorld, noIndex, noFollow) {
  scenario(this).robots = { indexable: !noIndex, followable: !noFollow };
});

Then(
  'its robots meta in culture {string} reads {string}',
  function (this: PortalWorld, culture: string, content: string) {
    const page = scenario(this).robots!;
    const decision = robotsDecision({
      portalIndexable: true,
      culture,
      page: { ...page, hrefLangCultures: ['en', 'fr'] },
    });
    assert.equal(robotsContent(decision), content);
  },
);
