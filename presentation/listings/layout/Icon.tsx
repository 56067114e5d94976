/**
 * The page's line icons (24×24, 1.75 stroke, currentColor), inline so they cost no request and
 * follow the text colour. Always decorative: the text beside an icon carries the meaning.
 */
const PATHS = {
  pin: 'M12 21s-7-6.1-7-11.5A7 7 0 0 1 19 9.5C19 14.9 12 21 12 21Zm0-8.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  chevronLeft: 'M15 18l-6-6 6-6',
  chevronRight: 'M9 6l6 6-6 6',
  camera: 'M4 8h3l2-3h6l2 3h3v11H4V8Zm8 9a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z',
  mail: 'M3 6h18v12H3V6Zm0 0 9 7 9-7',
  calendar: 'M4 6h16v14H4V6Zm0 4h16M8 3v4m8-4v4',
  trendDown: 'M3 7l6 6 4-4 8 8m0 0v-5m0 5h-5',
  trendUp: 'M3 17l6-6 4 4 8-8m0 0v5m0-5h-5',
  home: 'M3 11 12 4l9 7v9h-6v-6H9v6H3v-9Z',
  archive: 'M3 5h18v4H3V5Zm2 4v10h14V9M10 13h4',
  check: 'M5 12.5 10 17l9-10',
  leaf: 'M5 19C5 10 11 5 20 4c0 9-5 15-14 15Zm0 0 7-7',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
