import type { PropertyType, TransactionType } from '../listings/Listing';

/**
 * Editorial content (document 000 §2 "Editorial content pages"): "A content page has: id, title,
 * seoTitle, seoDescription, seoKeywords, schemaType, modules, mainMedia, layout, indexable,
 * followable, hrefLangCultures, additionalCssClasses, created and updated times."
 */

/** Document 000 §2: "Module kinds: hero, slideshow, FAQ, place presentation, average temperatures, related articles, form, HTML content, mortgage lead, places list, SEO children, SEO property types, mobile apps promotion, breadcrumb, icon facts." */
export const CONTENT_MODULE_KINDS = [
  'hero',
  'slideshow',
  'faq',
  'placePresentation',
  'averageTemperatures',
  'relatedArticles',
  'form',
  'html',
  'mortgageLead',
  'placesList',
  'seoChildren',
  'seoPropertyTypes',
  'mobileAppsPromotion',
  'breadcrumb',
  'iconFacts',
] as const;
export type ContentModuleKind = (typeof CONTENT_MODULE_KINDS)[number];

export interface ContentMedia {
  url: string;
  alt: string;
}

export interface ContentLink {
  title: string;
  link: string;
}

/** A heading of an HTML module: the table of contents links to its id. */
export interface ContentHeading {
  id: string;
  text: string;
  level: 2 | 3;
}

export interface FormField {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'textarea' | 'select';
  required: boolean;
  options?: string[];
}

export type ContentModule =
  /** searchBox: the hero holds the portal's search box (the home page). */
  | { kind: 'hero'; title: string; text?: string; media?: ContentMedia; link?: ContentLink; searchBox?: boolean }
  | { kind: 'slideshow'; title?: string; slides: { media: ContentMedia; caption?: string }[] }
  | { kind: 'faq'; title?: string; items: { question: string; answer: string }[] }
  | { kind: 'placePresentation'; placeId: string; title: string; text: string }
  | { kind: 'averageTemperatures'; title: string; months: number[] }
  | { kind: 'relatedArticles'; title: string; articles: ContentLink[] }
  | { kind: 'form'; formId: string; title: string; text?: string; fields: FormField[]; submitLabel: string }
  | { kind: 'html'; html: string; headings: ContentHeading[] }
  | { kind: 'mortgageLead'; title: string; text: string; link: ContentLink }
  /**
   * countryPortals: the list is the portal's country cards (the home page), not the links given.
   * placeId: the list is that place's children with listings, from the places context (their price statistics).
   */
  | {
      kind: 'placesList';
      title: string;
      text?: string;
      places: ContentLink[];
      countryPortals?: boolean;
      placeId?: string;
    }
  /** placeId: the links are searches of that place's children with listings, from the places context. */
  | { kind: 'seoChildren'; title: string; links: ContentLink[]; placeId?: string; transactionType?: TransactionType }
  /** placeId: a search of the place per property type named in `types` (the type's link text). */
  | {
      kind: 'seoPropertyTypes';
      title: string;
      links: ContentLink[];
      placeId?: string;
      transactionType?: TransactionType;
      types?: Partial<Record<PropertyType, string>>;
    }
  /** Its button opens the app advertisement of that kind (document 000 §2: Chat or SearchAlerts). */
  | { kind: 'mobileAppsPromotion'; title: string; text: string; subject?: 'Chat' | 'SearchAlerts' }
  | { kind: 'breadcrumb'; items: ContentLink[] }
  | { kind: 'iconFacts'; title?: string; facts: { icon: string; title: string; text: string }[] };

export type ContentLayout = 'default' | 'article';

export interface ContentPage {
  id: string;
  /** The URL the page shows at (without a culture prefix). */
  path: string;
  /** The culture this version of the page is written in. */
  culture: string;
  title: string;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string[];
  /** schema.org type of the page (WebPage, AboutPage, FAQPage, ContactPage, Article…). */
  schemaType: string;
  modules: ContentModule[];
  mainMedia?: ContentMedia;
  layout: ContentLayout;
  indexable: boolean;
  followable: boolean;
  /** The cultures the page exists in. */
  hrefLangCultures: string[];
  additionalCssClasses: string[];
  /** ISO-8601 times. */
  created: string;
  updated: string;
}

/**
 * Document 000 §2: "Each URL entry from the content service either redirects (internally or to an
 * external domain) or shows a content page."
 */
export type UrlEntry =
  | { path: string; kind: 'page'; pageId: string }
  | { path: string; kind: 'redirect'; location: string; permanent: boolean };

/** What GET /api/content answers: a page, or a redirect for the URL asked. */
export type ContentAnswer =
  { kind: 'page'; page: ContentPage } | { kind: 'redirect'; location: string; permanent: boolean };
