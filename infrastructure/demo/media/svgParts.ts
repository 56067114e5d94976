import type { Random } from '../Random';

/** Illustrations are drawn on a 1200×800 canvas (3:2, the listing photo format). */
export const WIDTH = 1200;
export const HEIGHT = 800;

export const svgDocument = (body: string, defs = ''): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${defs}</defs>${body}</svg>`;

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${fill}" ${extra}/>`;

export const poly = (points: readonly (readonly [number, number])[], fill: string, extra = ''): string =>
  `<polygon points="${points.map(([x, y]) => `${r(x)},${r(y)}`).join(' ')}" fill="${fill}" ${extra}/>`;

export const circle = (cx: number, cy: number, radius: number, fill: string, extra = ''): string =>
  `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="${fill}" ${extra}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}" fill="${fill}" ${extra}/>`;

export const linearGradient = (id: string, stops: readonly string[], vertical = true): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map((color, i) => `<stop offset="${stops.length === 1 ? 0 : i / (stops.length - 1)}" stop-color="${color}"/>`)
    .join('')}</linearGradient>`;

/** Daylight moods: sky top, sky horizon, light tint. */
export const SKIES = [
  ['#5b9bd5', '#cfe6f7'],
  ['#3f7fbf', '#f4d9b0'],
  ['#7ab4e0', '#eaf4fb'],
  ['#e08a5f', '#f7d9a8'],
  ['#8fb8d8', '#dfe9f0'],
] as const;

export const WALLS = [
  '#f2e8d5',
  '#e9dcc4',
  '#f5f1ea',
  '#d9c2a3',
  '#c9d3d9',
  '#efe2cf',
  '#b9a48a',
  '#e6e2da',
  '#d7b899',
  '#f0d9c4',
];
export const ROOFS = ['#8a3b2e', '#5b4a44', '#3d4650', '#a0522d', '#6b6f75', '#7c2f26'];
export const ACCENTS = ['#2f5d62', '#5e3a6e', '#a3423c', '#2e4a7d', '#6b8f3c', '#b8860b', '#37474f'];

/** Rolling hills or mountains behind a scene, for depth. */
export function backdrop(rng: Random, horizon: number): string {
  if (rng.chance(0.4)) {
    const peaks: [number, number][] = [[0, horizon]];
    for (let x = 0; x <= WIDTH; x += rng.int(140, 260)) peaks.push([x, horizon - rng.int(120, 300)]);
    peaks.push([WIDTH, horizon]);
    const snow = peaks
      .slice(1, -1)
      .map(([x, y]) =>
        poly(
          [
            [x - 40, y + 50],
            [x, y],
            [x + 40, y + 50],
          ],
          '#f7f9fb',
        ),
      )
      .join('');
    return poly(peaks, '#8196a8') + snow;
  }
  let d = `M0 ${horizon}`;
  for (let x = 0; x <= WIDTH; x += 200)
    d += ` Q${x + 100} ${horizon - rng.int(30, 110)} ${x + 200} ${horizon - rng.int(0, 40)}`;
  return `<path d="${d} L${WIDTH} ${horizon} Z" fill="#7fa36b" opacity="0.8"/>`;
}

export function tree(x: number, base: number, height: number, rng: Random): string {
  const crown = rng.pick(['#4f7942', '#3b6b35', '#6b8e23', '#2e5e3a']);
  if (rng.chance(0.5))
    return (
      rect(x - 6, base - height * 0.35, 12, height * 0.35, '#6d4c33') +
      circle(x, base - height * 0.6, height * 0.32, crown)
    );
  return (
    rect(x - 5, base - height * 0.2, 10, height * 0.2, '#6d4c33') +
    poly(
      [
        [x - height * 0.25, base - height * 0.2],
        [x, base - height],
        [x + height * 0.25, base - height * 0.2],
      ],
      crown,
    )
  );
}

export function windowPane(x: number, y: number, w: number, h: number, frame: string, lit: boolean): string {
  return (
    rect(x, y, w, h, frame) +
    rect(x + 5, y + 5, w - 10, h - 10, lit ? '#fbe7a1' : '#9cc3dd') +
    rect(x + w / 2 - 2, y + 5, 4, h - 10, frame) +
    rect(x + 5, y + h / 2 - 2, w - 10, 4, frame)
  );
}

const r = (value: number): string => String(Math.round(value * 10) / 10);

/** The guide pictures' clear summer sky, the `url(#sky)` fill of their backgrounds. */
export const SUMMER_SKY = linearGradient('sky', ['#4f8fcf', '#d8ecf8']);

/** A long ridge across the picture (the Jura, the Salève): a smooth skyline from `points`. */
export function ridge(points: readonly (readonly [number, number])[], base: number, fill: string, extra = ''): string {
  const [first, ...rest] = points;
  let d = `M0 ${base} L0 ${first?.[1] ?? base}`;
  for (const [x, y] of rest) d += ` L${x} ${y}`;
  return `<path d="${d} L${WIDTH} ${base} Z" fill="${fill}" ${extra}/>`;
}

/** A fair-weather cloud of two puffs. */
export function cloud(x: number, y: number, size: number): string {
  return (
    ellipse(x, y, size, size * 0.35, '#ffffff', 'opacity="0.85"') +
    ellipse(x + size * 0.5, y - size * 0.15, size * 0.6, size * 0.35, '#ffffff', 'opacity="0.85"')
  );
}
