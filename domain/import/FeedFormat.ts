/**
 * The feed formats and modes the import API takes: the import's own (docs/import.md), named here for
 * the API's edge (docs/import-api.md).
 */
export {
  IMPORT_FORMATS as FEED_FORMATS,
  IMPORT_MODES,
  type ImportFormat as FeedFormat,
  type ImportMode,
} from '../listings/import/ImportedListing';
