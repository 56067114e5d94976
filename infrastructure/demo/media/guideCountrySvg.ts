import type { Random } from '../Random';
import {
  HEIGHT,
  ROOFS,
  SUMMER_SKY,
  WALLS,
  WIDTH,
  circle,
  cloud,
  ellipse,
  poly,
  rect,
  ridge,
  svgDocument,
  tree,
  windowPane,
} from './svgParts';

/**
 * The city guide's country pictures (the slideshow of the "Living in Geneva" content page): the
 * vineyards and the countryside under the Jura; the town's are in guideSvg.ts.
 */

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
