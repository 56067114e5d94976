import type { Random } from '../Random';
import {
  HEIGHT,
  ROOFS,
  WALLS,
  WIDTH,
  circle,
  ellipse,
  linearGradient,
  poly,
  rect,
  svgDocument,
  tree,
  windowPane,
} from './svgParts';

/**
 * The city guide's pictures (the slideshow of the "Living in Geneva" content page): a lake shore
 * with its water jet, an old town on its hill, vineyards and the countryside under the Jura. Drawn
 * like the listing photos, so every install renders them offline.
 */

const SUMMER_SKY = linearGradient('sky', ['#4f8fcf', '#d8ecf8']);

/** A long ridge across the picture (the Jura, the Salève): a smooth skyline from `points`. */
function ridge(points: readonly (readonly [number, number])[], base: number, fill: string, extra = ''): string {
  const [first, ...rest] = points;
  let d = `M0 ${base} L0 ${first?.[1] ?? base}`;
  for (const [x, y] of rest) d += ` L${x} ${y}`;
  return `<path d="${d} L${WIDTH} ${base} Z" fill="${fill}" ${extra}/>`;
}

function cloud(x: number, y: number, size: number): string {
  return (
    ellipse(x, y, size, size * 0.35, '#ffffff', 'opacity="0.85"') +
    ellipse(x + size * 0.5, y - size * 0.15, size * 0.6, size * 0.35, '#ffffff', 'opacity="0.85"')
  );
}

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

/** Vineyards: rows of vines on rolling slopes, a village and its steeple, the Jura behind. */
export function vineyardsSvg(rng: Random): string {
  const horizon = 330;
  let scene = rect(0, 0, WIDTH, horizon + 40, 'url(#sky)') + cloud(rng.int(700, 1000), 90, 80);
  scene += ridge(
    [
      [0, horizon - 50],
      [400, horizon - 85],
      [800, horizon - 100],
      [WIDTH, horizon - 70],
    ],
    horizon + 40,
    '#7d8fb0',
  );
  // A village on the far slope: a steeple and a few roofs.
  const vx = rng.int(700, 920);
  scene += `<path d="M0 ${horizon + 10} Q300 ${horizon - 20} 600 ${horizon + 5} T${WIDTH} ${horizon - 5} L${WIDTH} ${HEIGHT} L0 ${HEIGHT} Z" fill="#a7c67a"/>`;
  for (let i = 0; i < 6; i++) {
    const x = vx + i * 34 - 60;
    scene += rect(x, horizon - 10, 30, 22, rng.pick(WALLS)) + rect(x - 2, horizon - 18, 34, 8, rng.pick(ROOFS));
  }
  scene +=
    rect(vx + 40, horizon - 70, 18, 82, '#ece4d4') +
    poly(
      [
        [vx + 36, horizon - 70],
        [vx + 49, horizon - 110],
        [vx + 62, horizon - 70],
      ],
      '#6f4a3a',
    );
  // The slope of vines: rows converging towards the horizon.
  scene += `<path d="M0 ${horizon + 60} Q600 ${horizon + 10} ${WIDTH} ${horizon + 70} L${WIDTH} ${HEIGHT} L0 ${HEIGHT} Z" fill="#b9a77f"/>`;
  for (let i = -8; i <= 20; i++) {
    const far = 600 + i * 45;
    const near = 600 + i * 140;
    scene += poly(
      [
        [far - 3, horizon + 40],
        [far + 3, horizon + 40],
        [near + 16, HEIGHT],
        [near - 16, HEIGHT],
      ],
      '#3f6a2a',
    );
    // The vines along the row, larger as they come nearer.
    for (let t = 0.1; t <= 1.05; t += 0.05) {
      const x = far + (near - far) * t * t;
      const y = horizon + 40 + (HEIGHT - horizon - 40) * t * t;
      scene += ellipse(x, y - 4 - 24 * t, 5 + 26 * t, 3 + 20 * t, i % 2 === 0 ? '#4f7a32' : '#5d8a3a');
    }
  }
  for (let i = rng.int(2, 3); i > 0; i--)
    scene += tree(rng.int(40, 260), horizon + rng.int(70, 110), rng.int(120, 170), rng);
  scene += circle(rng.int(120, 300), 90, 46, '#fff4c2', 'opacity="0.9"');
  return svgDocument(scene, SUMMER_SKY);
}

/** The countryside towards the Jura: fields, a farmhouse under its big roof, hedges and trees. */
export function countrysideSvg(rng: Random): string {
  const horizon = 380;
  let scene = rect(0, 0, WIDTH, horizon + 20, 'url(#sky)') + cloud(rng.int(200, 500), 100, 90);
  // The Jura: one long wooded ridge, darker in front.
  scene += ridge(
    [
      [0, horizon - 150],
      [300, horizon - 175],
      [700, horizon - 160],
      [1000, horizon - 130],
      [WIDTH, horizon - 110],
    ],
    horizon + 20,
    '#6a7f98',
  );
  scene += ridge(
    [
      [0, horizon - 60],
      [500, horizon - 80],
      [WIDTH, horizon - 50],
    ],
    horizon + 20,
    '#5b7a52',
  );
  // Fields in strips of wheat, meadow and ploughed earth.
  const colours = ['#d9c36a', '#9cc16a', '#b08a5f', '#86b25c', '#e3cf7c'];
  let y = horizon;
  for (let i = 0; y < HEIGHT; i++) {
    const band = 40 + i * 28;
    scene += rect(0, y, WIDTH, band, colours[(i + rng.int(0, 4)) % colours.length] ?? '#9cc16a');
    y += band;
  }
  // A farmhouse with its deep roof and barn door.
  const fx = rng.int(560, 760);
  scene += rect(fx, 420, 320, 150, '#efe6d6') + rect(fx + 200, 470, 90, 100, '#7a5338');
  scene += poly(
    [
      [fx - 40, 430],
      [fx + 160, 330],
      [fx + 360, 430],
    ],
    '#8a3b2e',
  );
  scene += windowPane(fx + 40, 470, 60, 60, '#ffffff', false) + windowPane(fx + 120, 470, 60, 60, '#ffffff', false);
  for (let x = 20; x < WIDTH; x += rng.int(90, 160))
    if (x < fx - 60 || x > fx + 380) scene += tree(x, horizon + 30, rng.int(90, 150), rng);
  scene += tree(fx - 70, 590, 240, rng) + tree(fx + 400, 600, 220, rng);
  // A path through the fields.
  scene += poly(
    [
      [fx + 160, 570],
      [fx + 200, 570],
      [fx + 420, HEIGHT],
      [fx + 260, HEIGHT],
    ],
    '#cdbb98',
  );
  return svgDocument(scene, SUMMER_SKY);
}
