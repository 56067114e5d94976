import { eq, sql } from 'drizzle-orm';
import type { ContentFormSubmission, ContentQuery, ContentService } from '#application/content/ports';
import type { ContentAnswer, ContentPage } from '#domain/content/ContentPage';
import { normaliseContentPath, pageForCulture, pageNotFound } from '#domain/content/contentRules';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import type { Database } from '../../db/DatabaseToken';
import { contentFormSubmissions, contentPages, contentRedirects } from '../../db/schema';
import type { ContentFileSync } from '../files/ContentFileSync';

type PageRow = typeof contentPages.$inferSelect;

/**
 * The content service embedded on the database (document 001 §7 "Content"): the pages and URL
 * entries ContentFileSync copied from the content files, and the form answers visitors send (held to
 * their form by SubmitContentForm before they reach it).
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
      rows.find((r) => r.culture === query.culture) ?? rows.sort((a, b) => a.culture.localeCompare(b.culture))[0];
    const page = pageForCulture(pageOf(row, rows.map((r) => r.culture).sort()), query.culture);
    return page.ok ? ok({ kind: 'page', page: page.value }) : page;
  }

  /** Stores the answers as the handler took them (SubmitContentForm holds them to the page's form). */
  async submitForm(submission: ContentFormSubmission): Promise<Result<{ received: true }, DomainError>> {
    await this.db.insert(contentFormSubmissions).values({
      pageId: submission.pageId,
      formId: submission.formId,
      culture: submission.culture,
      portalId: submission.portalId,
      fields: submission.fields,
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
