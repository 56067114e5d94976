import type { Random } from '../Random';
import { ACCENTS, HEIGHT, WIDTH, circle, poly, rect, svgDocument, tree } from './svgParts';

export type RoomKind = 'living' | 'kitchen' | 'bedroom' | 'bathroom';

const WALL_TONES = ['#efe9df', '#e4ddd0', '#dfe6e8', '#f3efe7', '#e8dccb', '#d6dfd2'];
const FLOORS = ['#b08356', '#c8a27a', '#8e6a4b', '#d1c7b7', '#9d9d9d'];

/** A room in one-point perspective: back wall, floor, a window with a view, and the room's furniture. */
export function interiorSvg(rng: Random, kind: RoomKind): string {
  const wall = rng.pick(WALL_TONES);
  const floor = rng.pick(FLOORS);
  const accent = rng.pick(ACCENTS);
  const back = { x: 200, y: 120, w: 800, h: 460 };
  let room =
    rect(0, 0, WIDTH, HEIGHT, shade(wall, -12)) +
    rect(back.x, back.y, back.w, back.h, wall) +
    poly(
      [
        [0, HEIGHT],
        [back.x, back.y + back.h],
        [back.x + back.w, back.y + back.h],
        [WIDTH, HEIGHT],
      ],
      floor,
    ) +
    poly(
      [
        [0, 0],
        [back.x, back.y],
        [back.x + back.w, back.y],
        [WIDTH, 0],
      ],
      shade(wall, 8),
    );
  const wx = back.x + rng.int(60, 420);
  room +=
    rect(wx, back.y + 60, 300, 220, '#ffffff') +
    rect(wx + 10, back.y + 70, 280, 200, '#bcdcf0') +
    rect(wx + 10, back.y + 200, 280, 70, '#86b36b') +
    tree(wx + rng.int(60, 240), back.y + 250, 110, rng) +
    rect(wx + 147, back.y + 70, 6, 200, '#ffffff');
  if (kind === 'living') room += living(rng, accent, back);
  else if (kind === 'kitchen') room += kitchen(rng, accent, back);
  else if (kind === 'bedroom') room += bedroom(rng, accent, back);
  else room += bathroom(rng, back);
  if (kind !== 'bathroom' && rng.chance(0.7)) room += plant(rng.pick([120, 1080]), 700);
  return svgDocument(room);
}

type Box = { x: number; y: number; w: number; h: number };

function living(rng: Random, accent: string, back: Box): string {
  const y = back.y + back.h;
  return (
    rect(300, y - 150, 520, 120, accent, 'rx="24"') +
    rect(280, y - 220, 560, 90, shade(accent, -15), 'rx="30"') +
    rect(440, y + 40, 260, 20, '#6d4c33') +
    rect(460, y + 60, 12, 60, '#6d4c33') +
    rect(668, y + 60, 12, 60, '#6d4c33') +
    poly(
      [
        [360, y + 200],
        [860, y + 200],
        [940, y + 260],
        [280, y + 260],
      ],
      shade(accent, 25),
      'opacity="0.7"',
    ) +
    (rng.chance(0.6)
      ? rect(870, y - 260, 8, 240, '#333') +
        poly(
          [
            [840, y - 260],
            [910, y - 260],
            [890, y - 300],
            [860, y - 300],
          ],
          '#f5e6b8',
        )
      : '')
  );
}

function kitchen(rng: Random, accent: string, back: Box): string {
  const y = back.y + back.h;
  let k = rect(back.x, y - 180, back.w, 180, accent) + rect(back.x, y - 190, back.w, 14, '#e0e0e0');
  for (let x = back.x + 20; x < back.x + back.w - 100; x += 130)
    k += rect(x, y - 160, 110, 140, shade(accent, 12)) + rect(x + 45, y - 100, 20, 6, '#cccccc');
  k +=
    rect(back.x + 40, back.y + 10, 250, 120, shade(accent, 10)) +
    rect(back.x + back.w - 290, back.y + 10, 250, 120, shade(accent, 10));
  return (
    k + rect(380, y + 60, 440, 120, rng.pick(['#f5f5f5', '#5d4037', '#90a4ae'])) + rect(380, y + 170, 440, 16, '#444')
  );
}

function bedroom(rng: Random, accent: string, back: Box): string {
  const y = back.y + back.h;
  return (
    rect(360, y - 160, 480, 150, '#6d4c33') +
    rect(340, y - 40, 520, 150, '#fafafa') +
    rect(340, y + 50, 520, 70, accent) +
    rect(380, y - 20, 170, 60, '#ffffff', 'rx="20"') +
    rect(650, y - 20, 170, 60, '#ffffff', 'rx="20"') +
    rect(220, y - 20, 100, 110, '#8d6e63') +
    (rng.chance(0.6) ? circle(270, y - 60, 30, '#f5e6b8') : '')
  );
}

function bathroom(rng: Random, back: Box): string {
  const y = back.y + back.h;
  let tiles = '';
  for (let x = back.x; x < back.x + back.w; x += 80) tiles += rect(x, back.y + 300, 2, back.h - 300, '#cfd8dc');
  return (
    tiles +
    rect(back.x + 40, y - 140, 380, 140, '#fafafa', 'rx="30"') +
    rect(back.x + 520, y - 220, 200, 30, '#fafafa') +
    rect(back.x + 560, back.y + 60, 120, 160, '#cfe3ee', 'stroke="#9e9e9e" stroke-width="6"') +
    rect(back.x + 600, y - 190, 40, 190, rng.pick(['#b0bec5', '#8d6e63']))
  );
}

const plant = (x: number, y: number): string =>
  rect(x - 35, y - 60, 70, 60, '#b5651d') +
  circle(x, y - 110, 60, '#4f7942') +
  circle(x - 40, y - 90, 35, '#3b6b35') +
  circle(x + 40, y - 90, 35, '#6b8e23');

/** Lightens (positive) or darkens (negative) a #rrggbb colour by a percentage. */
function shade(hex: string, percent: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.min(255, Math.max(0, Math.round(((n >> shift) & 255) * (1 + percent / 100))));
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}
