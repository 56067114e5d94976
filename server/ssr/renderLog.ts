/** What a rendered page tells the log: nothing, an expected refusal, or a crash. */
export type RenderLog =
  { level: 'none' } | { level: 'debug'; status: number; reason: string } | { level: 'error'; err: unknown };

/**
 * A page that answers 4xx (a data hook's `render(404)`, `render(400)`: an unknown listing, a bad
 * id) did what the documents ask: a line at debug level with its reason, no stack. Only an error
 * behind a 5xx is a crash, logged at error level with its stack, so real ones stand out.
 */
export function renderLogOf(page: {
  statusCode?: number;
  errorWhileRendering?: unknown;
  abortReason?: unknown;
}): RenderLog {
  if (page.errorWhileRendering === undefined || page.errorWhileRendering === null) return { level: 'none' };
  const status = page.statusCode ?? 500;
  if (status >= 400 && status < 500) return { level: 'debug', status, reason: reasonOf(page.abortReason) };
  return { level: 'error', err: page.errorWhileRendering };
}

function reasonOf(reason: unknown): string {
  if (typeof reason === 'string') return reason.slice(0, 200);
  const message = (reason as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message.slice(0, 200) : '';
}
