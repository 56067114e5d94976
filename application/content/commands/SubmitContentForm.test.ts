import type { ContentPage } from '#domain/content/ContentPage';
import { CONTENTS_FORM_ERROR } from '#domain/content/contentRules';
import { MemoryContentService } from '#test/doubles/content/MemoryContentService';
import { SubmitContentFormHandler } from './SubmitContentForm';

const PAGE: ContentPage = {
  id: 'contact',
  path: '/contact',
  culture: 'de',
  title: 'Kontakt',
  seoTitle: 'Kontakt',
  seoDescription: '',
  seoKeywords: [],
  schemaType: 'ContactPage',
  modules: [
    {
      kind: 'form',
      formId: 'contact',
      title: 'Schreiben Sie uns',
      submitLabel: 'Senden',
      fields: [
        { name: 'name', label: 'Name', type: 'text', required: true },
        { name: 'email', label: 'E-Mail', type: 'email', required: true },
      ],
    },
  ],
  layout: 'default',
  indexable: true,
  followable: true,
  hrefLangCultures: ['de'],
  additionalCssClasses: [],
  created: '2026-01-01T00:00:00.000Z',
  updated: '2026-01-01T00:00:00.000Z',
};

const submission = (overrides: object = {}) => ({
  pageId: 'contact',
  formId: 'contact',
  culture: 'de',
  portalId: 'ch',
  fields: { name: ' Jonas ', email: 'jonas@example.ch', other: 'dropped' },
  ...overrides,
});

describe('SubmitContentForm (document 000 §2 "Form modules submit to the content area", 001 §8)', () => {
  it('stores only the answers the page’s form takes, trimmed', async () => {
    const content = new MemoryContentService([PAGE]);
    const result = await new SubmitContentFormHandler(content).execute(submission());
    expect(result).toEqual({ ok: true, value: { received: true } });
    expect(content.stored).toEqual([{ ...submission(), fields: { name: 'Jonas', email: 'jonas@example.ch' } }]);
  });

  it("refuses with 'Contents form error' and stores nothing: a field refused, no such form, no page in the culture", async () => {
    const content = new MemoryContentService([PAGE]);
    const handler = new SubmitContentFormHandler(content);
    for (const [asked, field] of [
      [submission({ fields: { name: 'Jonas', email: 'not an address' } }), 'email'],
      [submission({ fields: { email: 'jonas@example.ch' } }), 'name'],
      [submission({ formId: 'newsletter' }), 'formId'],
      [submission({ culture: 'fr' }), 'formId'],
      [submission({ pageId: 'nowhere' }), 'formId'],
    ] as const) {
      const result = await handler.execute(asked);
      expect(!result.ok && result.error).toMatchObject({ kind: 'INVALID', message: CONTENTS_FORM_ERROR, field });
    }
    expect(content.stored).toEqual([]);
  });
});
