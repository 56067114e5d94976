import { SourceMapGenerator } from 'source-map-js';
import { charactersByPart, GENERATED, librariesKb, OTHER_PACKAGES, OURS, packageOf, partOf } from './pageComposition';

function mapOf(mappings: { line: number; column: number; source?: string }[]) {
  const generator = new SourceMapGenerator({ file: 'chunk.js' });
  for (const { line, column, source } of mappings)
    generator.addMapping(
      source
        ? { generated: { line, column }, original: { line: 1, column: 0 }, source }
        : { generated: { line, column } },
    );
  return JSON.parse(generator.toString());
}

describe('what a page’s JavaScript is made of', () => {
  it('names the npm package of a source path, scoped or not, and none for our files', () => {
    expect(packageOf('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(packageOf('../../node_modules/@inversifyjs/core/lib/esm/index.js')).toBe('@inversifyjs/core');
    expect(packageOf('../../node_modules/vike-react/node_modules/vike/dist/a.js')).toBe('vike');
    expect(packageOf('../../../presentation/shell/Shell.tsx')).toBeUndefined();
  });

  it('puts each package in its library family, the rest in other packages, and files of ours apart', () => {
    expect(partOf('node_modules/scheduler/index.js')).toBe('react-dom + react');
    expect(partOf('node_modules/@brillout/json-serializer/parse.js')).toBe('vike client');
    expect(partOf('node_modules/reflect-metadata/Reflect.js')).toBe('inversify');
    expect(partOf('node_modules/intl-messageformat/lib/core.js')).toBe('FormatJS runtime');
    expect(partOf('node_modules/lodash-es/get.js')).toBe(OTHER_PACKAGES);
    expect(partOf('presentation/pages/+Wrapper.tsx')).toBe(OURS);
    expect(partOf(null)).toBe(GENERATED);
  });

  it('gives each mapping the code up to the next one, across lines, and unmapped code to the generated part', () => {
    const code = 'xxAAAABBB\nBBCCCC';
    const map = mapOf([
      { line: 1, column: 2, source: 'node_modules/react-dom/index.js' },
      { line: 1, column: 6, source: 'presentation/a.ts' },
      { line: 2, column: 2 },
    ]);
    const parts = charactersByPart(code, map);
    expect(parts.get('react-dom + react')).toBe(4);
    expect(parts.get(OURS)).toBe(6); // "BBB\nBB": the newline belongs to the code around it
    expect(parts.get(GENERATED)).toBe(2 + 4);
    expect([...parts.values()].reduce((a, b) => a + b)).toBe(code.length);
  });

  it('counts the libraries’ families only, not our code or what is generated', () => {
    const composition = new Map([
      ['react-dom + react', 50],
      ['inversify', 20],
      [OURS, 40],
      [GENERATED, 5],
      [OTHER_PACKAGES, 3],
    ]);
    expect(librariesKb(composition)).toBe(70);
  });
});
