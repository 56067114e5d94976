import { and, eq, sql } from 'drizzle-orm';
import type { ContentFormSubmission, ContentQuery, ContentService } from '#application/content/ports';
import type { ContentAnswer, ContentPage } from '#domain/content/ContentPage';
import { CONTENTS_FORM_ERROR, normaliseContentPath, pageForCulture, pageNotFound } from '#domain/content/contentRules';
import { invalid, type DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import type { Database } from '../../db/DatabaseToken';
import { contentFormSubmissions, contentPages, contentRedirects } from '../../db/schema';
import type { ContentFileSync } from '../files/ContentFileSync';

type PageRow = typeof contentPages.$inferSelect;

/**
 * The content service embedded on the database (document 001 §7 "Content"): the pages and URL
 * entries ContentFileSync copied from the content files, and the forms visitors send.
 */
export class SqlContentService implements ContentService {
  constructor(
    private readonly db: Database,
    private readonly files: ContentFileSync,
  ) {}

  async getContent(query: ContentQuery): Promise<Result<ContentAnswer, DomainError>> {
    await this.files.ready();
    let id = query.id;
    if (id === undefined) {
      if (query.path === undefined) return err(pageNotFound());
      const path = normaliseContentPath(query.path);
      const [redirect] = await this.db.select().from(contentRedirects).where(eq(contentRedirects.path, path)).limit(1);
      if (redirect) return ok({ kind: 'redirect', location: redirect.location, permanent: redirect.permanent });
      const [row] = await this.db
        .select({ id: contentPages.id })
        .from(contentPages)
        .where(eq(contentPages.path, path))
        .orderBy(sql`${contentPages.culture} = ${query.culture} desc`, contentPages.culture)
        .limit(1);
      if (!row) return err(pageNotFound());
      id = row.id;
    }
    const rows = await this.db.select().from(contentPages).where(eq(contentPages.id, id));
    if (rows.length === 0) return err(pageNotFound());
    // The page in the visitor's culture; without one, its hreflang cultures exclude the visitor's:
    // "treated as not found (status 404)" (document 000 §2).
    const row =
      rows.find((r) => r.culture === query.culture) ?? rows.sort((a, b) => a.culture.localeCompare(b.culture))[0]!;
    const page = pageForCulture(pageOf(row, rows.map((r) => r.culture).sort()), query.culture);
    return page.ok ? ok({ kind: 'page', page: page.value }) : page;
  }

  async submitForm(submission: ContentFormSubmission): Promise<Result<{ received: true }, DomainError>> {
    await this.files.ready();
    const [row] = await this.db
      .select({ modules: contentPages.modules })
      .from(contentPages)
      .where(and(eq(contentPages.id, submission.pageId), eq(contentPages.culture, submission.culture)))
      .limit(1);
    const form = row?.modules.find((m) => m.kind === 'form' && m.formId === submission.formId);
    if (!form || form.kind !== 'form') return err(invalid('CONTENTS_FORM_ERROR', CONTENTS_FORM_ERROR, 'formId'));
    const fields: Record<string, string> = {};
    for (const field of form.fields) {
      const value = submission.fields[field.name]?.trim() ?? '';
      if (field.required && value === '') return err(invalid('CONTENTS_FORM_ERROR', CONTENTS_FORM_ERROR, field.name));
      if (field.type === 'email' && value !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value))
        return err(invalid('CONTENTS_FORM_ERROR', CONTENTS_FORM_ERROR, field.name));
      if (field.options && value !== '' && !field.options.includes(value))
        return err(invalid('CONTENTS_FORM_ERROR', CONTENTS_FORM_ERROR, field.name));
      if (value !== '') fields[field.name] = value.slice(0, 5000);
    }
    await this.db.insert(contentFormSubmissions).values({
      pageId: submission.pageId,
      formId: submission.formId,
      culture: submission.culture,
      portalId: submission.portalId,
      fields,
    });
    return ok({ received: true });
  }
}

function pageOf(row: PageRow, cultures: string[]): ContentPage {
  return {
    id: row.id,
    path: row.path,
    culture: row.culture,
    title: row.title,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    seoKeywords: row.seoKeywords,
    schemaType: row.schemaType,
    modules: row.modules,
    ...(row.mainMedia && { mainMedia: row.mainMedia }),
    layout: row.layout,
    indexable: row.indexable,
    followable: row.followable,
    hrefLangCultures: cultures,
    additionalCssClasses: row.additionalCssClasses,
    created: row.created.toISOString(),
    updated: row.updated.toISOString(),
  };
}
