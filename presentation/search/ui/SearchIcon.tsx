/**
 * Line icons the search page needs beyond the shell's set (24×24, currentColor), inline so they
 * cost no request. Decorative: the control or text beside them carries the meaning.
 */
const PATHS = {
  map: 'M9 4 3.5 6v14L9 18l6 2 5.5-2V4L15 6 9 4Zm0 0v14m6-12v14',
  list: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01',
  filters: 'M4 6.5h9M17 6.5h3M4 12h3M11 12h9M4 17.5h11M19 17.5h1M15 4.5v4M9 10v4M17 15.5v4',
  draw: 'M4 18.5 6.5 8l8-4.5 5.5 7-4 8.5-12 -0.5ZM6.5 8h.01M14.5 3.5h.01M20 10.5h.01M16 19h.01',
  trendDown: 'M3 7l6 6 4-4 8 8m0 0v-5m0 5h-5',
  camera: 'M4 8h3l2-3h6l2 3h3v11H4V8Zm8 9a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z',
  sort: 'M7 4v16m0 0-3-3m3 3 3-3M17 20V4m0 0-3 3m3-3 3 3',
  trash: 'M4 7h16M9 7V4.5h6V7M6 7l1 13h10l1-13',
} as const;

export type SearchIconName = keyof typeof PATHS;

export function SearchIcon({ name, size = 20, className }: { name: SearchIconName; size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8}
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
