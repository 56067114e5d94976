/**
 * Crawler detection (document 000 §6: crawlers skip token refresh, tracking and saving searches).
 * A user-agent test, as every portal does; the list covers the engines and link unfurlers that matter.
 */
const CRAWLER =
  /bot|crawler|spider|crawling|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|telegrambot|applebot|yandex|baiduspider|duckduckgo|lighthouse|headlesschrome\/[\d.]+ \(compatible/i;

export function isCrawler(userAgent: string | undefined): boolean {
  return !!userAgent && CRAWLER.test(userAgent);
}
