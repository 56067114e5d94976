import { placeStatsPath } from '#domain/places/statistics/placeStatsRoute';
import { CULTURES } from '#domain/portal/Portal';
import { urlSlug } from '#domain/portal/urlWords/urlWordLookup';
import { PORTALS } from '#config/portals';
import { contentFolder } from '#infrastructure/content/files/contentFolder';
import { readContentFolder } from '#infrastructure/content/files/readContentFolder';
import { footerMenus } from '#presentation/shell/footer/footerMenus';
import { APP_BANNER_COOKIE } from '#domain/portal/MobileApps';
import { CULTURE_COOKIE } from '#server/middleware/regional';
import { COOKIES } from '#server/identity/identityConstants';
import { CURRENCY_COOKIE } from '#presentation/shared/regional/browserRegional';
import { USER_DATA_KEY } from '#presentation/identity/persisted/userData';
import { DISABLE_GTM_KEY } from '#presentation/identity/startup/StartupEffects';
import { GCLID_COOKIE } from '#domain/identity/GuestProfileBirth';
import { CONTENT_MODULE_KINDS, type ContentMedia } from '#domain/content/ContentPage';
import { mediaPoolItems, mediaUrl } from '#infrastructure/demo/media/mediaPool';

/** Footer links that are routes of their own rather than content pages, in each culture's words. */
const OWN_ROUTES = [
  '/my-properties/create',
  ...CULTURES.flatMap((culture) => [placeStatsPath(culture, {}), `/${urlSlug(culture, 'segment', 'agents')}`]),
];
const footerPaths = [
  ...new Set(
    Object.values(PORTALS).flatMap((portal) =>
      footerMenus(portal, portal.defaultCulture)
        .flatMap((menu) => menu.subMenus)
        .filter((sub) => !sub.openInANewTab && !OWN_ROUTES.includes(sub.link))
        .map((sub) => sub.link),
    ),
  ),
];

/**
 * The editors' files as they are in the repository: every file reads, every page exists in the
 * six languages at one path, and every footer link that is not a route of its own has its page
 * (document 000 §2: "Every link in header, footer and menus leads somewhere real").
 */
describe('the content folder', () => {
  it('reads without a broken file', async () => {
    const folder = await readContentFolder(contentFolder);
    expect(folder.problems).toEqual([]);
  });

  it('holds every page in the six languages, at the same path in each', async () => {
    const { pages } = await readContentFolder(contentFolder);
    const byId = new Map<string, { cultures: string[]; paths: Set<string> }>();
    for (const page of pages) {
      const entry = byId.get(page.id) ?? { cultures: [], paths: new Set() };
      entry.cultures.push(page.culture);
      entry.paths.add(page.path);
      byId.set(page.id, entry);
    }
    for (const [id, entry] of byId) {
      expect({ id, cultures: entry.cultures.sort() }).toEqual({ id, cultures: [...CULTURES].sort() });
      expect({ id, paths: entry.paths.size }).toEqual({ id, paths: 1 });
    }
  });

  it('has a page for every editorial footer link', async () => {
    const { pages } = await readContentFolder(contentFolder);
    const paths = new Set(pages.map((page) => page.path));
    expect(footerPaths).toContain('/about-us');
    expect(footerPaths.filter((path) => !paths.has(path))).toEqual([]);
  });

  it('has the home page as a content page: the search hero, the country cards and guides (document 000 §2 "/ | Home page (content page)")', async () => {
    const { pages } = await readContentFolder(contentFolder);
    const homes = pages.filter((page) => page.path === '/');
    expect(homes.map((page) => page.culture).sort()).toEqual([...CULTURES].sort());
    for (const home of homes) {
      expect(home.modules[0]).toMatchObject({ kind: 'hero', searchBox: true });
      expect(home.modules).toContainEqual(expect.objectContaining({ kind: 'placesList', countryPortals: true }));
      expect(home.modules).toContainEqual(expect.objectContaining({ kind: 'relatedArticles' }));
    }
  });

  it('lists in the cookie policy, in every language, every cookie and stored value the portal really sets', async () => {
    const { pages } = await readContentFolder(contentFolder);
    const policies = pages.filter((page) => page.path === '/cookies-policy');
    expect(policies).toHaveLength(CULTURES.length);
    const stored = [
      ...Object.values(COOKIES),
      CULTURE_COOKIE,
      CURRENCY_COOKIE,
      APP_BANNER_COOKIE,
      USER_DATA_KEY,
      GCLID_COOKIE,
      DISABLE_GTM_KEY,
    ];
    for (const policy of policies) {
      const html = policy.modules.map((module) => (module.kind === 'html' ? module.html : '')).join('');
      expect({
        culture: policy.culture,
        missing: stored.filter((name) => !html.includes(`<code>${name}</code>`)),
      }).toEqual({
        culture: policy.culture,
        missing: [],
      });
    }
  });

  it('uses every module kind of document 000 §2 on a shipped page, in every language', async () => {
    // Document 000 §2: "Module kinds: hero, slideshow, FAQ, place presentation, average temperatures,
    // related articles, form, HTML content, mortgage lead, places list, SEO children, SEO property
    // types, mobile apps promotion, breadcrumb, icon facts."
    const { pages } = await readContentFolder(contentFolder);
    for (const culture of CULTURES) {
      const used = new Set(
        pages.filter((page) => page.culture === culture).flatMap((page) => page.modules.map((module) => module.kind)),
      );
      expect({ culture, unused: CONTENT_MODULE_KINDS.filter((kind) => !used.has(kind)) }).toEqual({
        culture,
        unused: [],
      });
    }
  });

  it('shows pictures that exist offline: each one a picture the server renders into its media folder, with a text alternative', async () => {
    const { pages } = await readContentFolder(contentFolder);
    const rendered = new Set(mediaPoolItems().map((item) => mediaUrl(item.name)));
    const pictures: { page: string; media: ContentMedia }[] = pages.flatMap((page) => {
      const where = `${page.id}/${page.culture}`;
      const own = page.mainMedia ? [{ page: where, media: page.mainMedia }] : [];
      return [
        ...own,
        ...page.modules.flatMap((module) => {
          if (module.kind === 'slideshow') return module.slides.map((slide) => ({ page: where, media: slide.media }));
          if (module.kind === 'hero' && module.media) return [{ page: where, media: module.media }];
          return [];
        }),
      ];
    });
    expect(pictures.length).toBeGreaterThanOrEqual(CULTURES.length);
    expect(pictures.filter(({ media }) => !rendered.has(media.url) || media.alt.trim() === '')).toEqual([]);
  });
});
