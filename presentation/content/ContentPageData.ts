import type { ContentHeading, ContentPage } from '#domain/content/ContentPage';
import type { ShellHints } from '#presentation/shell';
import type { Alternate } from '#presentation/shared/head/alternates';

/** What the content page renders: the page in the visitor's culture and what its head needs. */
export interface ContentPageData {
  page: ContentPage;
  /** Document 000 §2: "The article layout shows a table of contents built from the HTML modules." */
  tableOfContents: ContentHeading[];
  canonicalUrl: string;
  alternates: Alternate[];
  origin: string;
  portalName: string;
  shell: ShellHints;
}
