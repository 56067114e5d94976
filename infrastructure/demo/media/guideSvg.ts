import type { Random } from '../Random';
import {
  HEIGHT,
  ROOFS,
  SUMMER_SKY,
  WALLS,
  WIDTH,
  cloud,
  ellipse,
  linearGradient,
  poly,
  rect,
  ridge,
  svgDocument,
  tree,
  windowPane,
} from './svgParts';

/**
 * The city guide's pictures (the slideshow of the "Living in Geneva" content page): a lake shore
 * with its water jet, an old town on its hill, vineyards and the countryside under the Jura (those
 * two in guideCountrySvg.ts). Drawn like the listing photos, so every install renders them offline.
 */

/** A row of lakeside buildings on the far shore, small with distance. */
function farShore(rng: Random, y: number): string {
  let row = '';
  for (let x = 0; x < WIDTH; x += rng.int(26, 44)) {
    const height = rng.int(18, 46);
    row += rect(x, y - height, rng.int(22, 38), height, rng.pick(WALLS));
    if (rng.chance(0.5)) row += rect(x, y - height - 6, 30, 6, rng.pick(ROOFS));
  }
  return row;
}

/** The harbour: the lake, the water jet beside its jetty, the far shore, the Alps and sailing boats. */
export function lakesideSvg(rng: Random): string {
  const shore = 420;
  let scene =
    rect(0, 0, WIDTH, shore, 'url(#sky)') + cloud(rng.int(120, 320), 110, 70) + cloud(rng.int(760, 980), 80, 90);
  // The Alps far away, pale with haze, and the nearer Salève.
  const alps: [number, number][] = [[0, shore - 70]];
  for (let x = 60; x < WIDTH; x += rng.int(70, 130)) alps.push([x, shore - rng.int(100, 190)]);
  alps.push([WIDTH, shore - 80], [WIDTH, shore], [0, shore]);
  scene += poly(alps, '#b7c7d6');
  for (const [x, y] of alps.slice(1, -3))
    if (y < shore - 140)
      scene += poly(
        [
          [x - 28, y + 30],
          [x, y],
          [x + 28, y + 30],
        ],
        '#f5f8fb',
      );
  scene += ridge(
    [
      [0, shore - 40],
      [300, shore - 70],
      [700, shore - 95],
      [1000, shore - 60],
      [WIDTH, shore - 45],
    ],
    shore,
    '#7f9aa8',
  );
  scene += farShore(rng, shore);
  scene += rect(0, shore, WIDTH, HEIGHT - shore, 'url(#lake)');
  for (let i = 0; i < 18; i++)
    scene += rect(rng.int(0, WIDTH - 100), rng.int(shore + 30, 640), rng.int(40, 110), 3, '#ffffff', 'opacity="0.35"');
  // The jetty and its small lighthouse, the jet rising beside it with its plume.
  const jetX = rng.int(640, 760);
  scene += rect(jetX - 260, 548, 300, 18, '#d9d4c7') + rect(jetX - 250, 500, 16, 48, '#f3f0e8');
  scene += rect(jetX - 254, 490, 24, 12, '#3a6b5f');
  scene += poly(
    [
      [jetX - 8, 548],
      [jetX - 2, 120],
      [jetX + 2, 120],
      [jetX + 8, 548],
    ],
    '#ffffff',
    'opacity="0.95"',
  );
  // Its spray drifts with the wind and falls back to the lake.
  for (let i = 0; i < 6; i++)
    scene += ellipse(jetX + 14 + i * 16, 140 + i * 60, 16 + i * 4, 26 + i * 6, '#ffffff', 'opacity="0.35"');
  // Sailing boats.
  for (let i = rng.int(2, 4); i > 0; i--) {
    const x = rng.int(80, WIDTH - 120);
    if (Math.abs(x - jetX) < 120) continue;
    const y = rng.int(470, 600);
    scene +=
      poly(
        [
          [x, y],
          [x + 70, y],
          [x + 60, y + 14],
          [x + 10, y + 14],
        ],
        '#ffffff',
      ) +
      rect(x + 34, y - 90, 3, 90, '#dddddd') +
      poly(
        [
          [x + 38, y - 86],
          [x + 38, y - 6],
          [x + 88, y - 6],
        ],
        '#fdfdfd',
      );
  }
  // The quay in front, with its trees.
  scene += rect(0, 680, WIDTH, 30, '#cfc8b8') + rect(0, 710, WIDTH, HEIGHT - 710, '#8a8578');
  for (const x of [40, 150, WIDTH - 150, WIDTH - 40]) scene += tree(x + rng.int(-20, 20), 712, rng.int(200, 260), rng);
  return svgDocument(scene, SUMMER_SKY + linearGradient('lake', ['#3c7fb0', '#1d4f78']));
}

/** The old town on its hill: tall narrow houses, the cathedral's towers and green spire above them. */
export function oldTownSvg(rng: Random): string {
  let scene = rect(0, 0, WIDTH, HEIGHT, 'url(#sky)') + cloud(rng.int(80, 300), 120, 80);
  // The cathedral: two square towers and a green spire between them.
  const cx = rng.int(520, 680);
  const wall = '#c9c0ae';
  scene += `<path d="M0 460 Q${cx} 300 ${WIDTH} 460 L${WIDTH} ${HEIGHT} L0 ${HEIGHT} Z" fill="#8fae74"/>`;
  scene += rect(cx - 190, 130, 110, 300, wall) + rect(cx + 80, 130, 110, 300, wall);
  scene += rect(cx - 80, 220, 160, 210, '#bdb39f');
  scene += poly(
    [
      [cx - 30, 220],
      [cx, 40],
      [cx + 30, 220],
    ],
    '#5e8f78',
  );
  for (const tx of [cx - 190, cx + 80]) {
    scene += rect(tx - 6, 118, 122, 16, '#8d8474');
    scene += rect(tx + 25, 170, 20, 56, '#3d3a35', 'rx="10"') + rect(tx + 65, 170, 20, 56, '#3d3a35', 'rx="10"');
  }
  // Rows of old houses climbing the hill, the nearer row taller.
  for (const [base, storeyHeight, storeys] of [
    [560, 56, [2, 3]],
    [700, 72, [3, 5]],
  ] as const) {
    let x = -20;
    while (x < WIDTH) {
      const width = rng.int(110, 170);
      const height = storeyHeight * rng.int(storeys[0], storeys[1]);
      const top = base - height;
      const facade = rng.pick(WALLS);
      scene += rect(x, top, width, height, facade, 'stroke="#8d8474" stroke-width="2"');
      scene += poly(
        [
          [x - 6, top],
          [x + width / 2, top - rng.int(40, 70)],
          [x + width + 6, top],
        ],
        rng.pick(ROOFS),
      );
      for (let y = top + 18; y < base - storeyHeight * 0.8; y += storeyHeight)
        for (let c = 0; c < 2; c++)
          scene += windowPane(x + 18 + c * (width / 2), y, width / 2 - 36, storeyHeight * 0.6, '#f4f1ea', false);
      x += width;
    }
  }
  // The cobbled street at the bottom.
  scene += rect(0, 700, WIDTH, HEIGHT - 700, '#9b948a');
  for (let x = 0; x < WIDTH; x += 48)
    for (let y = 716; y < HEIGHT; y += 28) scene += rect(x + ((y / 28) % 2) * 24, y, 40, 20, '#8a8379', 'rx="6"');
  return svgDocument(scene, SUMMER_SKY);
}
