import { Marked } from 'marked';
import type { ContentHeading } from '#domain/content/ContentPage';
import { headingId } from '#domain/content/contentRules';
import { sanitizeHtml } from './sanitizeHtml';

export interface RenderedMarkdown {
  /** Sanitised HTML (sanitizeHtml), headings with ids. */
  html: string;
  /** Its h2 and h3 headings, for the article layout's table of contents (document 000 §2). */
  headings: ContentHeading[];
}

/**
 * An HTML module's Markdown (marked, GitHub-flavoured) to sanitised HTML. Headings get stable
 * ids from their text (numbered when two share one); h1 is the page's title, so a Markdown
 * "#" heading becomes h2. Raw HTML in the Markdown goes through the same sanitiser as the rest.
 */
export function markdownToHtml(markdown: string): RenderedMarkdown {
  const headings: ContentHeading[] = [];
  const used = new Map<string, number>();
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      heading({ tokens, depth }) {
        const inner = this.parser.parseInline(tokens);
        const text = inner
          .replace(/<[^>]*>/g, '')
          .replace(/&amp;/g, '&')
          .replace(/&#39;/g, "'")
          .replace(/&quot;/g, '"');
        const level = Math.min(Math.max(depth, 2), 4);
        const base = headingId(text);
        const seen = used.get(base) ?? 0;
        used.set(base, seen + 1);
        const id = seen === 0 ? base : `${base}-${seen + 1}`;
        if (level === 2 || level === 3) headings.push({ id, text, level });
        return `<h${level} id="${id}">${inner}</h${level}>\n`;
      },
    },
  });
  const raw = marked.parse(markdown) as string;
  return { html: sanitizeHtml(raw), headings };
}
