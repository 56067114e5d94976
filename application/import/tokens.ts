import type { ServiceIdentifier } from 'inversify';
import type { PullAgencyFeedsHandler } from './commands/PullAgencyFeeds';
import type { RemoveAgencyFeedSourceHandler } from './commands/RemoveAgencyFeedSource';
import type { SetAgencyFeedSourceHandler } from './commands/SetAgencyFeedSource';
import type { UploadAgencyFeedHandler } from './commands/UploadAgencyFeed';
import type { GetAgencyFeedSourceHandler } from './queries/GetAgencyFeedSource';
import type { ListAgencyImportRunsHandler } from './queries/ListAgencyImportRuns';

/** DI tokens of the import context's use cases at the /svc edge and in the jobs. */
export const UploadAgencyFeed: ServiceIdentifier<UploadAgencyFeedHandler> = Symbol.for('import.UploadAgencyFeed');
export const ListAgencyImportRuns: ServiceIdentifier<ListAgencyImportRunsHandler> =
  Symbol.for('import.ListAgencyImportRuns');
export const SetAgencyFeedSource: ServiceIdentifier<SetAgencyFeedSourceHandler> =
  Symbol.for('import.SetAgencyFeedSource');
export const GetAgencyFeedSource: ServiceIdentifier<GetAgencyFeedSourceHandler> =
  Symbol.for('import.GetAgencyFeedSource');
export const RemoveAgencyFeedSource: ServiceIdentifier<RemoveAgencyFeedSourceHandler> = Symbol.for(
  'import.RemoveAgencyFeedSource',
);
export const PullAgencyFeeds: ServiceIdentifier<PullAgencyFeedsHandler> = Symbol.for('import.PullAgencyFeeds');
