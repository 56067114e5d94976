import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_PAGE_ACTION, TRACKED_PAGES } from '#domain/tracking/TrackingEvent';

/** Every source under presentation/ (the pages, their loaders and the components that carry their root element). */
function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [readFileSync(full, 'utf8')] : [];
  });
}

describe('tracked page names (document 000 §2 "Tracked page names")', () => {
  const text = sources(path.resolve('presentation')).join('\n');

  it.each([...TRACKED_PAGES])('some page names itself %s', (name) => {
    const named = [`data-tracked-page="${name}"`, `<TrackedPage name="${name}"`, `'${name}'`].some((form) =>
      text.includes(form),
    );
    expect(named).toBe(true);
  });

  it('content pages, the home page among them, track their display (document 000 §2 "display is tracked")', () => {
    expect(text.match(/data-tracked-page=\{CONTENT_PAGE_ACTION\}/g)?.length).toBe(2);
    expect(CONTENT_PAGE_ACTION).toBe('contentPage');
  });
});
