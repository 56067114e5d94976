import type { Listing } from '#domain/listings/Listing';
import { listingLikePageBench } from './listingPage';

/**
 * The project page (/{projectSlug}/{projectId}: gallery, units table, companies) through the same
 * bench as the listing page: full production page against the bare render of its tree.
 */
export default function projectPageBench(): Promise<void> {
  return listingLikePageBench('project', async (origin) => {
    const ids = Array.from({ length: 200 }, (_, i) => i + 1);
    const response = await fetch(`${origin}/svc/listings/v2/listings/ids?mode=Light`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ listings: ids }),
    });
    const { listings } = (await response.json()) as { listings: Listing[] };
    const project = listings.find((l) => l.listingClass === 'ProjectListing' && !l.isArchived && l.projectId);
    if (!project?.projectId) throw new Error('no live project among ids 1-200');
    // Its listing's old address answers with a permanent redirect to the project's localised path.
    const page = await fetch(`${origin}/listing/${project.id}`, { redirect: 'follow' });
    return { id: project.projectId, url: page.url };
  });
}
