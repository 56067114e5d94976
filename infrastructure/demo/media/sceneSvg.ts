import type { Random } from '../Random';
import { HEIGHT, SKIES, WIDTH, backdrop, ellipse, linearGradient, poly, rect, svgDocument, tree } from './svgParts';

/** A building plot: meadow, a fence and a few trees, hills behind. */
export function landSvg(rng: Random): string {
  const horizon = rng.int(380, 460);
  const [top, bottom] = rng.pick(SKIES);
  let scene =
    rect(0, 0, WIDTH, horizon + 10, 'url(#sky)') +
    backdrop(rng, horizon) +
    rect(0, horizon, WIDTH, HEIGHT - horizon, '#9bbf6a');
  for (let x = 0; x < WIDTH; x += 60) scene += rect(x, HEIGHT - 200, 8, 70, '#8b6b4a');
  scene += rect(0, HEIGHT - 190, WIDTH, 6, '#8b6b4a') + rect(0, HEIGHT - 160, WIDTH, 6, '#8b6b4a');
  for (let i = rng.int(3, 7); i > 0; i--)
    scene += tree(rng.int(40, WIDTH - 40), horizon + rng.int(20, 120), rng.int(90, 200), rng);
  return svgDocument(scene, linearGradient('sky', [top, bottom]));
}

/** An underground car park bay. */
export function parkingSvg(rng: Random): string {
  let scene =
    rect(0, 0, WIDTH, HEIGHT, '#5f6368') +
    rect(0, 0, WIDTH, 120, '#4a4d52') +
    poly(
      [
        [0, 480],
        [WIDTH, 480],
        [WIDTH, HEIGHT],
        [0, HEIGHT],
      ],
      '#7b7f85',
    );
  for (let x = 100; x < WIDTH; x += 250)
    scene += poly(
      [
        [x, 480],
        [x + 14, 480],
        [x - 60 + 14, HEIGHT],
        [x - 60, HEIGHT],
      ],
      '#f2f2f2',
    );
  for (let x = 150; x < WIDTH; x += 300) scene += rect(x, 40, 120, 14, '#fffde7');
  scene += rect(0, 300, WIDTH, 40, rng.pick(['#f2c230', '#3a7bd5', '#d9534f']));
  if (rng.chance(0.5))
    scene +=
      rect(420, 520, 300, 140, '#2e4a7d', 'rx="40"') +
      ellipse(480, 670, 40, 40, '#222') +
      ellipse(660, 670, 40, 40, '#222');
  return svgDocument(scene);
}

/** A boat at its mooring. */
export function boatSvg(rng: Random): string {
  const horizon = 430;
  const [top, bottom] = rng.pick(SKIES);
  let scene = rect(0, 0, WIDTH, horizon, 'url(#sky)') + rect(0, horizon, WIDTH, HEIGHT - horizon, 'url(#sea)');
  const hull = rng.pick(['#ffffff', '#1f3a5f', '#8b0000']);
  const x = rng.int(250, 450);
  scene +=
    poly(
      [
        [x, 520],
        [x + 520, 520],
        [x + 460, 600],
        [x + 60, 600],
      ],
      hull,
    ) + rect(x + 140, 460, 220, 60, '#f5f5f5');
  if (rng.chance(0.6))
    scene +=
      rect(x + 250, 180, 8, 280, '#d9d9d9') +
      poly(
        [
          [x + 262, 190],
          [x + 262, 450],
          [x + 430, 450],
        ],
        '#fafafa',
      );
  for (let i = 0; i < 8; i++)
    scene += rect(
      rng.int(0, WIDTH - 120),
      rng.int(horizon + 40, HEIGHT - 20),
      rng.int(40, 120),
      4,
      '#ffffff',
      'opacity="0.5"',
    );
  return svgDocument(scene, linearGradient('sky', [top, bottom]) + linearGradient('sea', ['#2a6f97', '#1b4965']));
}
