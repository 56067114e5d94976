import type { ReactNode } from 'react';
import type { TrackedPage as TrackedPageName } from '#domain/tracking/TrackingEvent';

/**
 * Names a page for tracking (document 000 §2 "Tracked page names") when its root component has no
 * element of its own to carry data-tracked-page: a box that adds no layout (display: contents).
 * shownPageAction reads the first data-tracked-page of the document. `subjectId` is the place or the
 * agency the page is about (its display carries it in value, domain TrackedActs).
 */
export function TrackedPage({
  name,
  subjectId,
  children,
}: {
  name: TrackedPageName;
  subjectId?: string | number;
  children: ReactNode;
}) {
  return (
    <div data-tracked-page={name} data-subject-id={subjectId} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
