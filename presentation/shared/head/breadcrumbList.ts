/** One step of a page's breadcrumbs: its name and its path on this site. */
export interface Crumb {
  name: string;
  href: string;
}

/**
 * schema.org's BreadcrumbList for a page's breadcrumbs (search and listing pages show the same
 * trail of places): each step a ListItem at its absolute address; none when there is no trail.
 */
export function breadcrumbList(crumbs: readonly Crumb[], origin: string): Record<string, unknown> | undefined {
  if (crumbs.length === 0) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: origin + crumb.href,
    })),
  };
}
