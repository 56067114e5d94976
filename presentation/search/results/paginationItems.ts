export type PaginationItem = { kind: 'page'; page: number; current: boolean } | { kind: 'gap'; key: string };

/**
 * The page links to show: the first and last page, the current one with `around` neighbours on
 * each side, and gaps for the rest ("1 … 4 5 6 … 20"). A gap of one page shows the page instead.
 */
export function paginationItems(current: number, pages: number, around = 1): PaginationItem[] {
  if (pages <= 1) return [];
  const shown = new Set<number>([1, pages]);
  for (let page = current - around; page <= current + around; page += 1)
    if (page >= 1 && page <= pages) shown.add(page);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2)
      items.push({ kind: 'page', page: previous + 1, current: previous + 1 === current });
    else if (previous !== undefined && page - previous > 2) items.push({ kind: 'gap', key: `gap-${previous}` });
    items.push({ kind: 'page', page, current: page === current });
  });
  return items;
}
