import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ContentLayout, ContentMedia, ContentModule } from '#domain/content/ContentPage';

/**
 * Editorial pages (document 000 §2), one row per page and culture. The rows are a copy of the
 * content files (content/pages/<page>/<culture>.md), written by ContentFileSync at start-up and
 * whenever a file changes: editors work in Git, the service reads the database.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    id: text('id').notNull(),
    culture: text('culture').notNull(),
    path: text('path').notNull(),
    title: text('title').notNull(),
    seoTitle: text('seo_title').notNull(),
    seoDescription: text('seo_description').notNull(),
    seoKeywords: text('seo_keywords').array().notNull(),
    schemaType: text('schema_type').notNull(),
    modules: jsonb('modules').$type<ContentModule[]>().notNull(),
    mainMedia: jsonb('main_media').$type<ContentMedia>(),
    layout: text('layout').$type<ContentLayout>().notNull(),
    indexable: boolean('indexable').notNull(),
    followable: boolean('followable').notNull(),
    additionalCssClasses: text('additional_css_classes').array().notNull(),
    created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull(),
    updated: timestamp('updated', { withTimezone: true, mode: 'date' }).notNull(),
    /** The hash of the file the row came from: an unchanged file is not written again. */
    sourceHash: text('source_hash').notNull(),
  },
  (table) => [primaryKey({ columns: [table.id, table.culture] }), index('content_pages_path').on(table.path)],
);

/** URL entries that redirect (internally or to another domain); pages answer at their own path. */
export const contentRedirects = pgTable('content_redirects', {
  path: text('path').primaryKey(),
  location: text('location').notNull(),
  permanent: boolean('permanent').notNull(),
});

/** POST /submitform: what visitors sent through a form module, kept for the team that answers them. */
export const contentFormSubmissions = pgTable(
  'content_form_submissions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    pageId: text('page_id').notNull(),
    formId: text('form_id').notNull(),
    culture: text('culture').notNull(),
    portalId: text('portal_id').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('content_form_submissions_created').on(table.createdAt)],
);
