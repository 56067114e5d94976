import { readFile } from 'node:fs/promises';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import type { PageScript } from './pageWeight';

/**
 * What a page's JavaScript is made of, read from the production build's source maps: the budgets of
 * (c) against the libraries that come with any page. Families, not packages, because a library
 * ships as several (react-dom with scheduler, inversify with @inversifyjs/*).
 */
export const LIBRARY_FAMILIES: Record<string, RegExp> = {
  'react-dom + react': /^(react|react-dom|scheduler)$/,
  'vike client': /^(vike|vike-react|@brillout\/.*)$/,
  inversify: /^(inversify|@inversifyjs\/.*|reflect-metadata)$/,
  'mobx + mobx-react-lite': /^(mobx|mobx-react-lite)$/,
  'FormatJS runtime': /^(react-intl|intl-messageformat|@formatjs\/.*)$/,
};

/** Code no source file maps: the bundler's module glue and Vike's generated page list. */
export const GENERATED = 'generated (bundler, Vike page list)';
export const OURS = 'our code';
export const OTHER_PACKAGES = 'other packages';

/** The npm package a source path belongs to, or undefined for a file of ours. */
export function packageOf(source: string): string | undefined {
  const at = source.lastIndexOf('node_modules/');
  if (at < 0) return undefined;
  const [scope, name] = source.slice(at + 'node_modules/'.length).split('/');
  return scope.startsWith('@') ? `${scope}/${name}` : scope;
}

export function partOf(source: string | null): string {
  if (!source) return GENERATED;
  const pkg = packageOf(source);
  if (!pkg) return OURS;
  for (const [family, pattern] of Object.entries(LIBRARY_FAMILIES)) if (pattern.test(pkg)) return family;
  return OTHER_PACKAGES;
}

/**
 * Characters of `code` per part: each mapping owns the code up to the next one. Code before the
 * first mapping, or mapped to no source, is generated.
 */
export function charactersByPart(code: string, map: RawSourceMap): Map<string, number> {
  return charactersBy(code, map, partOf);
}

/** Characters of `code` per key of its mappings' sources (a part, or the source file itself). */
export function charactersBy(
  code: string,
  map: RawSourceMap,
  keyOf: (source: string | null) => string,
): Map<string, number> {
  const lineStarts = [0];
  for (let at = code.indexOf('\n'); at >= 0; at = code.indexOf('\n', at + 1)) lineStarts.push(at + 1);
  const starts: { offset: number; part: string }[] = [];
  new SourceMapConsumer(map).eachMapping(
    (mapping) =>
      starts.push({
        offset: lineStarts[mapping.generatedLine - 1] + mapping.generatedColumn,
        part: keyOf(mapping.source),
      }),
    undefined,
    SourceMapConsumer.GENERATED_ORDER,
  );
  const parts = new Map<string, number>();
  const add = (part: string, characters: number) => parts.set(part, (parts.get(part) ?? 0) + characters);
  add(GENERATED, starts.length ? starts[0].offset : code.length);
  starts.forEach((start, i) => add(start.part, (starts[i + 1]?.offset ?? code.length) - start.offset));
  return parts;
}

/**
 * Gzipped KB per part over a page's scripts, their source maps read from the build (`clientDir`).
 * Each script's gzipped size is shared among its parts by their characters: gzip does not compress
 * every part alike, so a part's figure is an estimate; the scripts' total is exact.
 */
export async function pageComposition(
  clientDir: string,
  scripts: PageScript[],
  keyOf: (source: string | null) => string = partOf,
): Promise<Map<string, number>> {
  const kb = new Map<string, number>();
  for (const { url, code, gzippedKb } of scripts) {
    const map = await readFile(`${clientDir}${url}.map`, 'utf8').then(
      (text) => JSON.parse(text) as RawSourceMap,
      () => undefined,
    );
    const parts = map ? charactersBy(code, map, keyOf) : new Map([[GENERATED, code.length]]);
    const characters = [...parts.values()].reduce((sum, n) => sum + n, 0) || 1;
    for (const [part, n] of parts) kb.set(part, (kb.get(part) ?? 0) + (gzippedKb * n) / characters);
  }
  return kb;
}

export function librariesKb(composition: Map<string, number>): number {
  return Object.keys(LIBRARY_FAMILIES).reduce((sum, family) => sum + (composition.get(family) ?? 0), 0);
}
