import type { ContentService } from '#application/content/ports';
import { SubmitContentFormHandler } from '#application/content/commands/SubmitContentForm';
import { PAGE_IS_NOT_FOUND } from '#domain/content/contentRules';

/**
 * What every adapter of ContentService answers (document 000 §2 "Editorial content pages",
 * document 001 §7 "Content"), run against the embedded service and the http adapter over
 * /svc/content. The fixture's folder (CONTENT_FIXTURE) holds a guide in en and fr, a page
 * without modules, and a redirect.
 */
export interface ContentContractFixture {
  content: ContentService;
}

export const CONTENT_FIXTURE = {
  'pages/guide/en.md': `---
path: /guide
title: The guide
seoTitle: The guide – SEO
seoDescription: A guide.
seoKeywords: [guide]
schemaType: Article
layout: article
created: 2026-01-01
updated: 2026-02-01
modules:
  - kind: html
  - kind: form
    formId: contact
    title: Write to us
    submitLabel: Send
    fields:
      - { name: email, label: E-mail, type: email, required: true }
      - { name: message, label: Message, type: textarea, required: false }
---
## First step

Text <script>alert(1)</script> and <img src=x onerror=alert(1)>.

### Detail
`,
  'pages/guide/fr.md': `---
path: /guide
title: Le guide
seoDescription: Un guide.
created: 2026-01-01
updated: 2026-02-01
modules:
  - kind: html
---
## Première étape
`,
  'pages/empty/en.md': `---
path: /empty
title: Empty
seoDescription: Nothing here yet.
created: 2026-01-01
updated: 2026-01-01
---
`,
  'pages/broken/en.md': `no front matter at all`,
  'redirects.yaml': `- { path: /old-guide, location: /guide, permanent: true }
- { path: /partner, location: "https://partner.example.org/offers", permanent: false }
`,
};

export function describeContentServiceContract(name: string, fixture: () => ContentContractFixture): void {
  describe(`ContentService contract (${name})`, () => {
    it('answers a page by path with every field of document 000 §2', async () => {
      const result = await fixture().content.getContent({ path: '/guide', culture: 'en' });
      expect(result.ok && result.value.kind).toBe('page');
      if (!result.ok || result.value.kind !== 'page') return;
      const page = result.value.page;
      expect(Object.keys(page).sort()).toEqual(
        [
          'id',
          'path',
          'culture',
          'title',
          'seoTitle',
          'seoDescription',
          'seoKeywords',
          'schemaType',
          'modules',
          'layout',
          'indexable',
          'followable',
          'hrefLangCultures',
          'additionalCssClasses',
          'created',
          'updated',
        ].sort(),
      );
      expect(page).toMatchObject({
        id: 'guide',
        title: 'The guide',
        seoTitle: 'The guide – SEO',
        schemaType: 'Article',
        layout: 'article',
        indexable: true,
        followable: true,
        hrefLangCultures: ['en', 'fr'],
        created: '2026-01-01T00:00:00.000Z',
      });
      expect(page.modules.map((m) => m.kind)).toEqual(['html', 'form']);
    });

    it('answers a page by id, in the culture asked', async () => {
      const result = await fixture().content.getContent({ id: 'guide', culture: 'fr' });
      expect(result.ok && result.value.kind === 'page' && result.value.page.title).toBe('Le guide');
    });

    it('sanitises the HTML modules on the server and lists their headings', async () => {
      const result = await fixture().content.getContent({ path: '/guide', culture: 'en' });
      const html = result.ok && result.value.kind === 'page' ? result.value.page.modules[0] : undefined;
      expect(html?.kind).toBe('html');
      if (html?.kind !== 'html') return;
      expect(html.html).not.toMatch(/<script|onerror/i);
      expect(html.headings).toEqual([
        { id: 'first-step', text: 'First step', level: 2 },
        { id: 'detail', text: 'Detail', level: 3 },
      ]);
    });

    it('answers a URL entry that redirects, internally or to another domain', async () => {
      const internal = await fixture().content.getContent({ path: '/old-guide', culture: 'en' });
      expect(internal.ok && internal.value).toEqual({ kind: 'redirect', location: '/guide', permanent: true });
      const external = await fixture().content.getContent({ path: '/Partner/', culture: 'en' });
      expect(external.ok && external.value).toEqual({
        kind: 'redirect',
        location: 'https://partner.example.org/offers',
        permanent: false,
      });
    });

    it("answers 'Errors.Message.PageIsNotFound' for a URL without entry (document 000 §8)", async () => {
      const result = await fixture().content.getContent({ path: '/nothing-here', culture: 'en' });
      expect(!result.ok && result.error).toMatchObject({ kind: 'NOT_FOUND', message: PAGE_IS_NOT_FOUND });
    });

    it('answers not found for a page whose hreflang cultures exclude the culture asked (document 000 §2)', async () => {
      const result = await fixture().content.getContent({ path: '/guide', culture: 'de' });
      expect(!result.ok && result.error).toMatchObject({ kind: 'NOT_FOUND', message: PAGE_IS_NOT_FOUND });
    });

    it('answers a page without modules, which the page shows as empty (document 000 §8)', async () => {
      const result = await fixture().content.getContent({ path: '/empty', culture: 'en' });
      expect(result.ok && result.value.kind === 'page' && result.value.page.modules).toEqual([]);
    });

    it('skips a broken file and keeps the other pages', async () => {
      const result = await fixture().content.getContent({ id: 'broken', culture: 'en' });
      expect(result.ok).toBe(false);
    });

    it('accepts a form with its required fields (POST /submitform answers 200)', async () => {
      const result = await fixture().content.submitForm({
        pageId: 'guide',
        formId: 'contact',
        culture: 'en',
        portalId: 'international',
        fields: { email: 'ana@example.org', message: 'Hello' },
      });
      expect(result.ok).toBe(true);
    });

    // The fields are held to the form by the handler (SubmitContentForm), over this service: the
    // service reads the page's form and stores; over http the handler behind /svc holds them again.
    it("refuses, through SubmitContentForm, a form without a required field, or for no form, with 'Contents form error'", async () => {
      const handler = new SubmitContentFormHandler(fixture().content);
      const missing = await handler.execute({
        pageId: 'guide',
        formId: 'contact',
        culture: 'en',
        portalId: 'international',
        fields: { message: 'Hello' },
      });
      expect(!missing.ok && missing.error).toMatchObject({ message: 'Contents form error', field: 'email' });
      const noForm = await handler.execute({
        pageId: 'empty',
        formId: 'contact',
        culture: 'en',
        portalId: 'international',
        fields: { email: 'ana@example.org' },
      });
      expect(!noForm.ok && noForm.error.message).toBe('Contents form error');
    });
  });
}
