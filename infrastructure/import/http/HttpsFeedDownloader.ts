import type { FeedDownloader } from '#application/import/ports';
import { feedTooLarge } from '#application/import/unpackFeed';
import { FeedSourceErrors } from '#domain/import/feedSource';
import { domainError, type DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import type { PublicHttpsFetch } from './PublicHttpsFetch';

/** The agency's feed URL fetched for the scheduled pull, within IMPORT_MAX_FEED_MB and IMPORT_FEED_TIMEOUT_S. */
export class HttpsFeedDownloader implements FeedDownloader {
  constructor(
    private readonly fetch: PublicHttpsFetch,
    private readonly timeoutMs: number,
  ) {}

  async download(url: string, options: { maxBytes: number }): Promise<Result<Buffer, DomainError>> {
    const fetched = await this.fetch.get(url, { maxBytes: options.maxBytes, timeoutMs: this.timeoutMs });
    if (fetched.ok) return ok(fetched.value.bytes);
    switch (fetched.error) {
      case 'REFUSED':
        return err(FeedSourceErrors.urlNotPublic());
      case 'TOO_LARGE':
        return err(feedTooLarge(options.maxBytes));
      case 'TIMEOUT':
        return err(
          domainError('EXTERNAL_ERROR', 'FEED_FETCH_TIMEOUT', 'The feed URL did not answer in time', { field: 'url' }),
        );
      default:
        return err(
          domainError('EXTERNAL_ERROR', 'FEED_FETCH_FAILED', 'The feed URL did not answer the feed', { field: 'url' }),
        );
    }
  }
}
