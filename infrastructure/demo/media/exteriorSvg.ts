import type { Random } from '../Random';
import {
  ACCENTS,
  HEIGHT,
  ROOFS,
  SKIES,
  WALLS,
  WIDTH,
  backdrop,
  linearGradient,
  poly,
  rect,
  svgDocument,
  tree,
  windowPane,
} from './svgParts';

function sky(rng: Random, horizon: number): { defs: string; body: string } {
  const [top, bottom] = rng.pick(SKIES);
  const sun = rng.chance(0.5)
    ? `<circle cx="${rng.int(100, 1100)}" cy="${rng.int(60, 200)}" r="${rng.int(35, 60)}" fill="#fff4c2" opacity="0.9"/>`
    : '';
  return { defs: linearGradient('sky', [top, bottom]), body: rect(0, 0, WIDTH, horizon + 10, 'url(#sky)') + sun };
}

const lawn = (horizon: number): string =>
  rect(0, horizon, WIDTH, HEIGHT - horizon, '#79a85b') + rect(0, HEIGHT - 90, WIDTH, 90, '#a99f8f');

/** A detached house: gable or flat roof, one or two storeys, garden and trees. */
export function houseSvg(rng: Random): string {
  const horizon = rng.int(470, 540);
  const { defs, body } = sky(rng, horizon);
  const wall = rng.pick(WALLS);
  const roof = rng.pick(ROOFS);
  const frame = rng.pick(['#ffffff', '#3b3b3b', '#6d4c33']);
  const storeys = rng.int(1, 2);
  const width = rng.int(460, 680);
  const x = (WIDTH - width) / 2 + rng.int(-120, 120);
  const storeyHeight = 150;
  const base = HEIGHT - 110;
  const top = base - storeys * storeyHeight;
  let house = rect(x, top, width, base - top, wall);
  if (rng.chance(0.65)) {
    house += poly(
      [
        [x - 30, top + 4],
        [x + width / 2, top - rng.int(130, 190)],
        [x + width + 30, top + 4],
      ],
      roof,
    );
  } else {
    house += rect(x - 20, top - 22, width + 40, 26, roof);
  }
  const columns = Math.max(2, Math.floor(width / 150));
  for (let s = 0; s < storeys; s++) {
    for (let c = 0; c < columns; c++) {
      const wx = x + 40 + (c * (width - 80)) / columns + ((width - 80) / columns - 90) / 2;
      if (s === 0 && c === Math.floor(columns / 2)) {
        house += rect(wx + 15, base - 120, 60, 120, rng.pick(ACCENTS)) + rect(wx + 60, base - 65, 6, 6, '#d4af37');
      } else {
        house += windowPane(wx, top + s * storeyHeight + 30, 90, 90, frame, rng.chance(0.15));
      }
    }
  }
  let trees = '';
  for (let i = rng.int(2, 5); i > 0; i--) {
    const tx = rng.chance(0.5)
      ? rng.int(30, Math.max(40, x - 40))
      : rng.int(Math.min(WIDTH - 40, x + width + 40), WIDTH - 30);
    trees += tree(tx, base + rng.int(0, 30), rng.int(160, 300), rng);
  }
  const fence = rng.chance(0.5) ? rect(0, base + 5, WIDTH, 8, '#f4f1ea') : '';
  return svgDocument(body + backdrop(rng, horizon) + lawn(horizon) + trees + house + fence, defs);
}

/** A block of flats: storeys of windows, balconies on some. */
export function apartmentSvg(rng: Random): string {
  const horizon = rng.int(560, 620);
  const { defs, body } = sky(rng, horizon);
  const storeys = rng.int(4, 8);
  const width = rng.int(520, 760);
  const x = (WIDTH - width) / 2 + rng.int(-100, 100);
  const base = HEIGHT - 70;
  const storeyHeight = Math.min(85, (base - 60) / storeys);
  const top = base - storeys * storeyHeight;
  const wall = rng.pick(WALLS);
  const frame = rng.pick(['#ffffff', '#2f2f2f', '#7a7a7a']);
  const balconies = rng.chance(0.6);
  const railing = rng.pick(ACCENTS);
  let block = rect(x, top, width, base - top, wall) + rect(x - 10, top - 14, width + 20, 16, '#5d5d5d');
  const columns = Math.max(3, Math.floor(width / 120));
  const cell = width / columns;
  for (let s = 0; s < storeys; s++) {
    const wy = top + s * storeyHeight + storeyHeight * 0.18;
    for (let c = 0; c < columns; c++) {
      block += windowPane(x + c * cell + cell * 0.2, wy, cell * 0.6, storeyHeight * 0.6, frame, rng.chance(0.12));
      if (balconies && s < storeys - 1 && c % 2 === 0)
        block += rect(x + c * cell + cell * 0.1, wy + storeyHeight * 0.55, cell * 0.8, 10, railing);
    }
  }
  block += rect(x + width / 2 - 40, base - 90, 80, 90, '#3d3d3d');
  let neighbours = '';
  if (rng.chance(0.6)) neighbours += rect(20, base - rng.int(200, 380), x - 60, rng.int(200, 380), '#c8c1b6');
  if (rng.chance(0.6))
    neighbours += rect(x + width + 40, base - rng.int(180, 360), WIDTH - x - width - 60, rng.int(180, 360), '#bfc5c9');
  const street = rect(0, base, WIDTH, HEIGHT - base, '#8d8d8d') + rect(0, base, WIDTH, 10, '#cfcfcf');
  return svgDocument(
    body + backdrop(rng, horizon) + neighbours + street + block + tree(x - 30, base, rng.int(180, 260), rng),
    defs,
  );
}

/** A shop or office front at street level. */
export function commercialSvg(rng: Random): string {
  const horizon = 600;
  const { defs, body } = sky(rng, horizon);
  const base = HEIGHT - 80;
  const accent = rng.pick(ACCENTS);
  const facade =
    rect(80, 120, WIDTH - 160, base - 120, rng.pick(WALLS)) +
    rect(80, base - 260, WIDTH - 160, 260, '#2f3b45') +
    rect(110, base - 240, WIDTH - 220, 200, '#a9cde3') +
    rect(80, base - 320, WIDTH - 160, 60, accent) +
    rect(WIDTH / 2 - 50, base - 200, 100, 200, '#1f2a33');
  let upper = '';
  for (let c = 0; c < 6; c++) upper += windowPane(130 + c * 165, 170, 110, 150, '#ffffff', rng.chance(0.2));
  return svgDocument(body + rect(0, base, WIDTH, HEIGHT - base, '#9a9a9a') + facade + upper, defs);
}
