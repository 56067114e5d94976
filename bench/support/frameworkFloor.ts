import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';

/**
 * The least JavaScript any page of ours can ship: the browser libraries the owner's card names
 * (react-dom, inversify, mobx with its React binding), each bundled alone with the production build's
 * bundler and minifier, gzipped at level 9 as pageWeight does. Vike's client and our own code come on
 * top, so a JS budget below the total cannot be met while these libraries stay.
 */
const LIBRARIES = {
  'react + react-dom/client': `import { hydrateRoot } from 'react-dom/client'; import { createElement } from 'react'; globalThis.keep = [hydrateRoot, createElement];`,
  inversify: `import { Container, injectable, inject } from 'inversify'; globalThis.keep = [Container, injectable, inject];`,
  'mobx + mobx-react-lite': `import { makeAutoObservable, reaction, runInAction } from 'mobx'; import { observer } from 'mobx-react-lite'; globalThis.keep = [makeAutoObservable, reaction, runInAction, observer];`,
} as const;

export async function frameworkFloor(): Promise<{ parts: [string, number][]; totalKb: number }> {
  const parts: [string, number][] = [];
  for (const [name, source] of Object.entries(LIBRARIES)) parts.push([name, await gzippedKb(source)]);
  const totalKb = await gzippedKb(Object.values(LIBRARIES).join('\n'));
  return { parts, totalKb };
}

/**
 * `source` must use what it imports for an effect (`globalThis.keep = …`): an application build does not
 * keep an entry's exports, so `export default [Container]` would measure inversify without its Container.
 */
async function gzippedKb(source: string): Promise<number> {
  const entry = '\0framework-floor';
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [
      {
        name: 'framework-floor-entry',
        resolveId: (id) => (id === 'framework-floor' ? entry : undefined),
        load: (id) => (id === entry ? source : undefined),
      },
    ],
    build: { write: false, minify: true, rollupOptions: { input: 'framework-floor' } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  let bytes = 0;
  for (const output of outputs)
    for (const chunk of output.output) if (chunk.type === 'chunk') bytes += gzipSync(chunk.code, { level: 9 }).length;
  return bytes / 1024;
}
