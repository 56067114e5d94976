import type { ReactNode } from 'react';

/**
 * The shell's icon set: 24×24 drawings, stroked with currentColor (brand logos filled), so an
 * icon takes the colour and size of the text around it. Inline SVG: no requests, no icon font.
 */
const stroke = (children: ReactNode) => ({ kind: 'stroke' as const, children });
const fill = (children: ReactNode) => ({ kind: 'fill' as const, children });

export const ICONS = {
  search: stroke(
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.6-3.6" />
    </>,
  ),
  heart: stroke(
    <path d="M12 20.3s-7.4-4.5-9.1-9.2C1.7 7.7 4 4.5 7.3 4.5c2 0 3.4 1.1 4.7 2.8 1.3-1.7 2.7-2.8 4.7-2.8 3.3 0 5.6 3.2 4.4 6.6-1.7 4.7-9.1 9.2-9.1 9.2z" />,
  ),
  chat: stroke(
    <>
      <path d="M20.5 11.5a8 8 0 0 1-11.7 7.1L3.5 20l1.4-4.8a8 8 0 1 1 15.6-3.7z" />
      <path d="M8.5 11.5h.01M12.5 11.5h.01M16.5 11.5h.01" />
    </>,
  ),
  user: stroke(
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20.5c1.3-3.7 4.4-5.5 8-5.5s6.7 1.8 8 5.5" />
    </>,
  ),
  globe: stroke(
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.4 2.5 3.7 5.5 3.7 9s-1.3 6.5-3.7 9c-2.4-2.5-3.7-5.5-3.7-9S9.6 5.5 12 3z" />
    </>,
  ),
  chevronDown: stroke(<path d="m6 9 6 6 6-6" />),
  chevronRight: stroke(<path d="m9 6 6 6-6 6" />),
  arrowRight: stroke(<path d="M4 12h16m-6-6 6 6-6 6" />),
  external: stroke(<path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />),
  close: stroke(<path d="M6 6l12 12M18 6 6 18" />),
  menu: stroke(<path d="M4 7h16M4 12h16M4 17h16" />),
  home: stroke(
    <>
      <path d="M3.5 10.5 12 3.5l8.5 7" />
      <path d="M5.5 9v11h13V9" />
      <path d="M10 20v-5.5h4V20" />
    </>,
  ),
  pin: stroke(
    <>
      <path d="M12 21s-7-6.1-7-11.4a7 7 0 0 1 14 0C19 14.9 12 21 12 21z" />
      <circle cx="12" cy="9.6" r="2.6" />
    </>,
  ),
  bed: stroke(
    <>
      <path d="M3 19V5.5M3 15h18v4M21 15v-3a3.5 3.5 0 0 0-3.5-3.5H11V15" />
      <circle cx="7" cy="11.5" r="2" />
    </>,
  ),
  bath: stroke(
    <>
      <path d="M3.5 12h17v2.5a5 5 0 0 1-5 5h-7a5 5 0 0 1-5-5V12z" />
      <path d="M6 12V6a2.5 2.5 0 0 1 4.6-1.4" />
      <path d="m7 19.5-1 1.5M17 19.5l1 1.5" />
    </>,
  ),
  area: stroke(<path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />),
  estimate: stroke(
    <>
      <path d="M3.5 20.5h17" />
      <rect x="5" y="12" width="3.2" height="5.5" rx="1" />
      <rect x="10.4" y="8" width="3.2" height="9.5" rx="1" />
      <rect x="15.8" y="4" width="3.2" height="13.5" rx="1" />
    </>,
  ),
  settings: stroke(
    <>
      <path d="M4 6.5h9M17 6.5h3M4 12h3M11 12h9M4 17.5h11M19 17.5h1" />
      <circle cx="15" cy="6.5" r="2" />
      <circle cx="9" cy="12" r="2" />
      <circle cx="17" cy="17.5" r="2" />
    </>,
  ),
  bell: stroke(
    <>
      <path d="M6 16.5V11a6 6 0 1 1 12 0v5.5l1.5 2h-15z" />
      <path d="M10 20.5a2 2 0 0 0 4 0" />
    </>,
  ),
  shield: stroke(
    <>
      <path d="M12 3.5 19.5 6v5.5c0 4.4-3.1 7.8-7.5 9-4.4-1.2-7.5-4.6-7.5-9V6z" />
      <path d="m8.8 12 2.2 2.2 4.3-4.4" />
    </>,
  ),
  building: stroke(
    <>
      <path d="M4.5 20.5V5a1.5 1.5 0 0 1 1.5-1.5h7A1.5 1.5 0 0 1 14.5 5v15.5M14.5 9.5H18a1.5 1.5 0 0 1 1.5 1.5v9.5M3 20.5h18" />
      <path d="M8 8h3M8 12h3M8 16h3" />
    </>,
  ),
  dashboard: stroke(
    <>
      <rect x="3.5" y="3.5" width="7" height="9" rx="1.5" />
      <rect x="13.5" y="3.5" width="7" height="5" rx="1.5" />
      <rect x="13.5" y="11.5" width="7" height="9" rx="1.5" />
      <rect x="3.5" y="15.5" width="7" height="5" rx="1.5" />
    </>,
  ),
  key: stroke(
    <>
      <circle cx="8" cy="15" r="4.5" />
      <path d="m11.3 11.8 8.2-8.3M16.5 6.5l2.5 2.5M14 9l2 2" />
    </>,
  ),
  coins: stroke(
    <>
      <ellipse cx="9" cy="7" rx="5.5" ry="2.5" />
      <path d="M3.5 7v4c0 1.4 2.5 2.5 5.5 2.5M3.5 11v4c0 1.4 2.5 2.5 5.5 2.5" />
      <ellipse cx="15" cy="13" rx="5.5" ry="2.5" />
      <path d="M9.5 13v4c0 1.4 2.5 2.5 5.5 2.5s5.5-1.1 5.5-2.5v-4" />
    </>,
  ),
  check: stroke(
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.2 2.7 2.7L16.2 9.4" />
    </>,
  ),
  error: stroke(
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5h.01" />
    </>,
  ),
  warning: stroke(
    <>
      <path d="M10.3 4.2 2.6 17.8A2 2 0 0 0 4.3 20.8h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z" />
      <path d="M12 9.5v4M12 17h.01" />
    </>,
  ),
  info: stroke(
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5M12 7.5h.01" />
    </>,
  ),
  facebook: fill(
    <path d="M13.9 21.5V13h2.9l.4-3.4h-3.3V7.5c0-1 .3-1.6 1.7-1.6h1.8v-3a24 24 0 0 0-2.6-.1c-2.6 0-4.4 1.6-4.4 4.5v2.3H7.5V13h2.9v8.5z" />,
  ),
  instagram: stroke(
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.3 6.7h.01" />
    </>,
  ),
  linkedin: fill(
    <path d="M4.6 9.2h3.1V20H4.6zM6.2 3.8a1.8 1.8 0 1 1 0 3.6 1.8 1.8 0 0 1 0-3.6zM9.7 9.2h3v1.5c.4-.8 1.5-1.8 3.1-1.8 3.3 0 3.9 2.2 3.9 5V20h-3.1v-5.4c0-1.3 0-2.9-1.8-2.9s-2 1.4-2 2.8V20H9.7z" />,
  ),
  twitter: fill(
    <path d="M17.6 3.5h3L14 11l7.7 9.5h-6l-4.7-5.9-5.4 5.9h-3l7-7.9L2.3 3.5h6.2l4.2 5.4zm-1 15.2h1.6L7.4 5.2H5.6z" />,
  ),
  youtube: fill(
    <path d="M21.6 7.3a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.5a2.5 2.5 0 0 0-1.8 1.8A26 26 0 0 0 2 12a26 26 0 0 0 .4 4.7 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.5a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.7zM10 15V9l5.2 3z" />,
  ),
  // Page icons (listing page, search page): one registry, so every drawing exists once.
  chevronLeft: stroke(<path d="M15 18l-6-6 6-6" />),
  camera: stroke(<path d="M4 8h3l2-3h6l2 3h3v11H4V8Zm8 9a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z" />),
  phone: stroke(
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />,
  ),
  mail: stroke(<path d="M3 6h18v12H3V6Zm0 0 9 7 9-7" />),
  calendar: stroke(<path d="M4 6h16v14H4V6Zm0 4h16M8 3v4m8-4v4" />),
  trendDown: stroke(<path d="M3 7l6 6 4-4 8 8m0 0v-5m0 5h-5" />),
  trendUp: stroke(<path d="M3 17l6-6 4 4 8-8m0 0v5m0-5h-5" />),
  archive: stroke(<path d="M3 5h18v4H3V5Zm2 4v10h14V9M10 13h4" />),
  tick: stroke(<path d="M5 12.5 10 17l9-10" />),
  leaf: stroke(<path d="M5 19C5 10 11 5 20 4c0 9-5 15-14 15Zm0 0 7-7" />),
  map: stroke(<path d="M9 4 3.5 6v14L9 18l6 2 5.5-2V4L15 6 9 4Zm0 0v14m6-12v14" />),
  list: stroke(<path d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" />),
  filters: stroke(<path d="M4 6.5h9M17 6.5h3M4 12h3M11 12h9M4 17.5h11M19 17.5h1M15 4.5v4M9 10v4M17 15.5v4" />),
  draw: stroke(<path d="M4 18.5 6.5 8l8-4.5 5.5 7-4 8.5-12 -0.5ZM6.5 8h.01M14.5 3.5h.01M20 10.5h.01M16 19h.01" />),
  sort: stroke(<path d="M7 4v16m0 0-3-3m3 3 3-3M17 20V4m0 0-3 3m3-3 3 3" />),
  trash: stroke(<path d="M4 7h16M9 7V4.5h6V7M6 7l1 13h10l1-13" />),
} as const;

export type IconName = keyof typeof ICONS;
