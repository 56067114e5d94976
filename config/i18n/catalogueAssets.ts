import { createHash } from 'node:crypto';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { CULTURES } from '#domain/portal/Portal';
import { getMessages, type Messages } from './index';

export const CATALOGUE_PATH_PREFIX = '/i18n/';

export interface CatalogueAsset {
  /** Content-addressed: a new text is a new URL, so browsers may keep a catalogue for a year. */
  url: string;
  json: string;
}

const byMessages = new WeakMap<Messages, CatalogueAsset>();
const byUrl = new Map<string, CatalogueAsset>();

/**
 * A culture's catalogue as a static file rather than a part of every page's serialised state:
 * the page links to it, the browser downloads it once and keeps it, and the server stops
 * serialising and compressing about 35 KB per page view (the largest part of a page's state).
 */
export function catalogueAssetOf(messages: Messages): CatalogueAsset {
  let asset = byMessages.get(messages);
  if (!asset) {
    const json = JSON.stringify(compiled(messages));
    asset = {
      url: `${CATALOGUE_PATH_PREFIX}${createHash('sha256').update(json).digest('base64url').slice(0, 20)}.json`,
      json,
    };
    byMessages.set(messages, asset);
    byUrl.set(asset.url, asset);
  }
  return asset;
}

/**
 * The asset behind a URL, whether or not this process has rendered a page in its culture yet
 * (a browser may hold a page from before a restart): every culture, as text and as keys.
 */
export function catalogueAssetAt(url: string): CatalogueAsset | undefined {
  if (!byUrl.has(url)) {
    for (const culture of CULTURES) {
      catalogueAssetOf(getMessages(culture));
      catalogueAssetOf(getMessages(culture, undefined, { debug: true }));
    }
  }
  return byUrl.get(url);
}

/**
 * The catalogue as the browser gets it: every message already parsed to its AST (FormatJS's
 * documented precompilation), so the browser bundle carries no ICU parser (vite.config.ts swaps
 * it for the no-parser build). A message that does not parse travels as its literal text, as
 * react-intl would show it after reporting the error.
 */
function compiled(messages: Messages): Record<string, MessageFormatElement[]> {
  const asts: Record<string, MessageFormatElement[]> = {};
  for (const [key, message] of Object.entries(messages)) {
    try {
      asts[key] = parse(message);
    } catch {
      asts[key] = [{ type: TYPE.literal, value: message }];
    }
  }
  return asts;
}
