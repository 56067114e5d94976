import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { Listing } from '../../../domain/listings/Listing';
import type { PortalWorld } from '../../support/world';

/** What the browser steps share: the listing under test, and the last raw HTTP answer. */
export interface ListingPageUiScenario {
  listing?: Listing;
  response?: { status: number; location: string | null; html: string };
}

declare module '../../support/world' {
  interface ScenarioState {
    listingPageUi: ListingPageUiScenario;
  }
}

export function listingPageUi(world: PortalWorld): ListingPageUiScenario {
  return world.slice('listingPageUi', () => ({}));
}

export function theListing(world: PortalWorld): Listing {
  const { listing } = listingPageUi(world);
  if (!listing) throw new Error('No listing chosen: the Background step picks one');
  return listing;
}

export function baseUrl(world: PortalWorld): string {
  if (!world.server) throw new Error('This step needs a running portal (@ui or @server)');
  return world.server.baseUrl;
}

export function browserPage(world: PortalWorld): Page {
  if (!world.browser) throw new Error('This step needs a browser (@ui)');
  return world.browser.page;
}

/** The portal's languages as the feature names them, with their URL prefix and listing word (domain/portal/urlWords). */
export const LANGUAGES: Readonly<Record<string, { culture: string; prefix: string; word: string }>> = {
  English: { culture: 'en', prefix: '', word: 'listing' },
  German: { culture: 'de', prefix: '/de', word: 'inserat' },
  French: { culture: 'fr', prefix: '/fr', word: 'annonce' },
  Italian: { culture: 'it', prefix: '/it', word: 'annuncio' },
  Spanish: { culture: 'es', prefix: '/es', word: 'anuncio' },
  Portuguese: { culture: 'pt', prefix: '/pt', word: 'anuncio' },
};

let axeSource: string | undefined;

/** axe-core's browser bundle, evaluated through the devtools protocol so the page's CSP (no inline scripts) does not block it. */
export function axe(): string {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}
