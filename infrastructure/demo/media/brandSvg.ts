import type { Random } from '../Random';
import { ACCENTS } from './svgParts';

/** An agency logo mark: geometric, no lettering, so it needs no font and suits any agency name. */
export function logoSvg(rng: Random): string {
  const color = rng.pick(ACCENTS);
  const second = rng.pick(ACCENTS.filter((c) => c !== color));
  const mark = rng.pick([
    `<polygon points="60,150 150,60 240,150" fill="${color}"/><rect x="90" y="150" width="120" height="80" fill="${second}"/>`,
    `<circle cx="150" cy="140" r="80" fill="${color}"/><polygon points="95,160 150,95 205,160" fill="#ffffff"/>`,
    `<rect x="70" y="70" width="160" height="160" rx="30" fill="${color}"/><rect x="120" y="120" width="60" height="110" fill="${second}"/>`,
    `<polygon points="150,50 250,150 150,250 50,150" fill="${color}"/><circle cx="150" cy="150" r="40" fill="${second}"/>`,
  ]);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="240" viewBox="0 0 600 300"><rect width="600" height="300" fill="#ffffff"/>${mark}` +
    `<rect x="290" y="110" width="${rng.int(180, 260)}" height="34" rx="8" fill="${color}"/><rect x="290" y="160" width="${rng.int(120, 220)}" height="22" rx="6" fill="${second}"/></svg>`
  );
}

/** A person silhouette for agents without a photo. */
export function avatarSvg(rng: Random): string {
  const background = rng.pick(['#cfd8dc', '#d7ccc8', '#c5cae9', '#c8e6c9', '#ffe0b2', '#f8bbd0']);
  const skin = rng.pick(['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac']);
  const hair = rng.pick(['#2b1d0e', '#6a4e23', '#b55239', '#d6c48a', '#4a4a4a']);
  const jacket = rng.pick(ACCENTS);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="144" height="144" viewBox="0 0 144 144"><rect width="144" height="144" fill="${background}"/>` +
    `<ellipse cx="72" cy="150" rx="56" ry="46" fill="${jacket}"/><circle cx="72" cy="62" r="28" fill="${skin}"/>` +
    `<path d="M44 58 Q72 ${rng.int(18, 30)} 100 58 Q96 40 72 34 Q48 40 44 58 Z" fill="${hair}"/></svg>`
  );
}
