import { parse as parseYaml } from 'yaml';
import {
  CONTENT_MODULE_KINDS,
  type ContentLayout,
  type ContentMedia,
  type ContentModule,
  type ContentPage,
} from '#domain/content/ContentPage';
import { normaliseContentPath } from '#domain/content/contentRules';
import { markdownToHtml } from '../html/markdownToHtml';

/**
 * One content file, content/pages/<page id>/<culture>.md: YAML front matter with the page's fields
 * (document 000 §2) and its modules, then Markdown. An `html` module without its own `markdown`
 * takes the file's Markdown body. Every HTML a module carries is sanitised here, on the server.
 */
export type ParsedPage = Omit<ContentPage, 'hrefLangCultures'>;

export class ContentFileError extends Error {}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

export function parseContentFile(text: string, id: string, culture: string): ParsedPage {
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new ContentFileError('no front matter (--- … ---)');
  const meta = record(parseYaml(match[1] ?? ''), 'front matter');
  const body = match[2] ?? '';
  const title = str(meta, 'title');
  const modules = array(meta.modules ?? [], 'modules').map((raw, index) =>
    moduleOf(record(raw, `modules[${index}]`), body),
  );
  return {
    id,
    culture,
    path: normaliseContentPath(str(meta, 'path')),
    title,
    seoTitle: optionalStr(meta, 'seoTitle') ?? title,
    seoDescription: str(meta, 'seoDescription'),
    seoKeywords: array(meta.seoKeywords ?? [], 'seoKeywords').map(String),
    schemaType: optionalStr(meta, 'schemaType') ?? 'WebPage',
    modules,
    ...(meta.mainMedia !== undefined && { mainMedia: media(meta.mainMedia) }),
    layout: layoutOf(meta.layout),
    indexable: meta.indexable !== false,
    followable: meta.followable !== false,
    additionalCssClasses: array(meta.additionalCssClasses ?? [], 'additionalCssClasses').map(String),
    created: date(meta, 'created'),
    updated: date(meta, 'updated'),
  };
}

function moduleOf(raw: Record<string, unknown>, body: string): ContentModule {
  const empty = emptyKey(raw);
  // A key without value is almost always a comma inside an unquoted flow mapping ({ text: a, b }).
  if (empty)
    throw new ContentFileError(`module ${String(raw.kind)}: "${empty}" has no value (quote texts with commas)`);
  const kind = raw.kind;
  if (typeof kind !== 'string' || !(CONTENT_MODULE_KINDS as readonly string[]).includes(kind))
    throw new ContentFileError(`unknown module kind ${JSON.stringify(kind)}`);
  if (kind === 'html') {
    const rendered = markdownToHtml(optionalStr(raw, 'markdown') ?? body);
    return { kind: 'html', html: rendered.html, headings: rendered.headings };
  }
  if (kind === 'faq') {
    return {
      kind: 'faq',
      ...(raw.title !== undefined && { title: str(raw, 'title') }),
      items: array(raw.items, 'faq items').map((item) => {
        const entry = record(item, 'faq item');
        // Answers are Markdown too: sanitised HTML, shown in the page and in the FAQPage data.
        return { question: str(entry, 'question'), answer: markdownToHtml(str(entry, 'answer')).html };
      }),
    };
  }
  if (kind === 'slideshow') {
    // A slideshow's pictures are its content: each needs its address and a text alternative.
    return {
      kind: 'slideshow',
      ...(raw.title !== undefined && { title: str(raw, 'title') }),
      slides: array(raw.slides, 'slideshow slides').map((item) => {
        const slide = record(item, 'slide');
        return { media: media(slide.media), ...(slide.caption !== undefined && { caption: str(slide, 'caption') }) };
      }),
    };
  }
  // The other kinds hold plain fields; text never carries markup (React escapes it).
  const module = { ...raw } as Record<string, unknown>;
  if (typeof module.text === 'string' && kind !== 'hero' && kind !== 'form') module.text = module.text.trim();
  return module as unknown as ContentModule;
}

function emptyKey(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.map(emptyKey).find((key) => key !== undefined);
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (inner === null) return key;
    const nested = emptyKey(inner);
    if (nested) return nested;
  }
  return undefined;
}

function layoutOf(value: unknown): ContentLayout {
  if (value === undefined || value === 'default') return 'default';
  if (value === 'article') return 'article';
  throw new ContentFileError(`unknown layout ${JSON.stringify(value)}`);
}

function media(value: unknown): ContentMedia {
  const entry = record(value, 'media');
  return { url: str(entry, 'url'), alt: str(entry, 'alt') };
}

function record(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ContentFileError(`${what} must be a mapping`);
  return value as Record<string, unknown>;
}

function array(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new ContentFileError(`${what} must be a list`);
  return value;
}

function str(meta: Record<string, unknown>, key: string): string {
  const value = meta[key];
  if (typeof value !== 'string' || value.trim() === '') throw new ContentFileError(`${key} is required`);
  return value.trim();
}

function optionalStr(meta: Record<string, unknown>, key: string): string | undefined {
  return meta[key] === undefined ? undefined : str(meta, key);
}

function date(meta: Record<string, unknown>, key: string): string {
  const value = meta[key];
  const parsed = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : undefined;
  if (!parsed || Number.isNaN(parsed.getTime())) throw new ContentFileError(`${key} must be a date`);
  return parsed.toISOString();
}
