import type { PageContextServer } from 'vike/types';
import { inlinePageStyles } from '../shell/head/inlinePageStyles.server';

/** The page's stylesheets inline, before anything else in <head> (presentation/shell/head/inlinePageStyles). */
export default function headHtmlBegin(pageContext: PageContextServer): Promise<string> {
  return inlinePageStyles(pageContext);
}
