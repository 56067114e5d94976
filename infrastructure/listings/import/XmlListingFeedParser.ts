import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { ListingFeedParser } from '#application/listings/import/ports';
import type { ImportFormat, ParsedFeed } from '#domain/listings/import/ImportedListing';
import { kyeroListings } from '#domain/listings/import/kyeroListings';
import { openImmoListings } from '#domain/listings/import/openImmoListings';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { decodeFeed, feedNotReadable } from './decodeFeed';
import { decodeXmlReferences } from './decodeXmlReferences';
import { isoCountryCodes } from './IsoCountryCodes';

/** The root element each format's document must have. */
const ROOTS: Readonly<Record<ImportFormat, string>> = { openimmo: 'openimmo', kyero: 'root' };

/**
 * Feeds come from outside: no entity of the document's own is ever expanded. A DOCTYPE (where
 * such entities, and external ones, are declared) refuses the feed outright; the parser expands no
 * entity at all (processEntities false) and the five predefined ones and character references are
 * decoded after it, by a function whose output is never longer than its input.
 */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  trimValues: true,
  tagValueProcessor: (_name, value) => decodeXmlReferences(value),
  attributeValueProcessor: (_name, value) => decodeXmlReferences(value),
});

/** OpenImmo 1.2.7 and Kyero v3 feeds on fast-xml-parser; the mapping is the domain's. */
export class XmlListingFeedParser implements ListingFeedParser {
  parse(format: ImportFormat, feed: string | Uint8Array): Result<ParsedFeed, DomainError> {
    const decoded = decodeFeed(feed);
    if (!decoded.ok) return decoded;
    const xml = decoded.value;
    if (/<!DOCTYPE/iu.test(xml)) return err(feedNotReadable('a DOCTYPE is not accepted'));
    const valid = XMLValidator.validate(xml);
    if (valid !== true) return err(feedNotReadable(`${valid.err.msg} (line ${valid.err.line})`));
    const document: unknown = parser.parse(xml);
    const root = ROOTS[format];
    if (typeof document !== 'object' || document === null || !Object.hasOwn(document, root))
      return err(feedNotReadable(`a ${format} feed starts with <${root}>`));
    return ok(
      format === 'openimmo' ? openImmoListings(document, isoCountryCodes) : kyeroListings(document, isoCountryCodes),
    );
  }
}
