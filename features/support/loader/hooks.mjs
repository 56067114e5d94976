// Node module hooks that let Cucumber import the project's TypeScript (ESM, extensionless
// relative imports as `moduleResolution: Bundler` allows). Registered by Cucumber's `loader`
// option (cucumber.js), which calls module.register() on this file. We use swc because
// `tsx/esm` fails under Cucumber's loader option (the stack notes record it), and swc is
// what jest already uses, with the same options, so code behaves the same in both runners.
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from '@swc/core';

const TYPESCRIPT = /\.(m?ts|tsx)$/;
const SUFFIXES = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

const isFile = (url) => {
  try {
    return statSync(url).isFile();
  } catch {
    return false;
  }
};

/** `./Result` → `./Result.ts`, `./dir` → `./dir/index.ts`, `./x.js` → `./x.ts` when only the TS file exists. */
function typescriptFileFor(url) {
  if (isFile(url)) return undefined;
  const path = url.href;
  const candidates = path.endsWith('.js')
    ? [path.replace(/\.js$/, '.ts'), path.replace(/\.js$/, '.tsx')]
    : SUFFIXES.map((s) => path + s);
  return candidates.find((candidate) => isFile(new URL(candidate)));
}

const ROOT = new URL('../../../', import.meta.url);
const ALIAS = /^#(domain|application|infrastructure|presentation|server|config|features|bench|test)\//;

const isRelativeOrAbsolute = (specifier) => /^(\.{1,2}\/|\/|file:)/.test(specifier);

export async function resolve(specifier, context, nextResolve) {
  const parent = context.parentURL;
  // package.json `imports` map #domain/… to ./domain/…; the TypeScript file needs the suffix added here too.
  if (ALIAS.test(specifier)) {
    const found = typescriptFileFor(new URL(specifier.slice(1), ROOT));
    if (found) return { url: found, shortCircuit: true };
  }
  if (parent?.startsWith('file:') && !parent.includes('/node_modules/') && isRelativeOrAbsolute(specifier)) {
    const found = typescriptFileFor(new URL(specifier, parent));
    if (found) return { url: found, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || url.includes('/node_modules/') || !TYPESCRIPT.test(new URL(url).pathname)) {
    return nextLoad(url, context);
  }
  const filename = fileURLToPath(url);
  const { code } = await transform(await readFile(filename, 'utf8'), {
    filename,
    sourceMaps: 'inline',
    jsc: {
      parser: { syntax: 'typescript', tsx: filename.endsWith('.tsx'), decorators: true },
      // Same as jest.config.js: explicit @inject() everywhere, no decorator metadata.
      transform: { legacyDecorator: true, decoratorMetadata: false, react: { runtime: 'automatic' } },
      // JSON imports need their `with { type: 'json' }` to reach Node.
      experimental: { keepImportAttributes: true },
      target: 'es2022',
    },
    module: { type: 'es6' },
  });
  return { format: 'module', source: code, shortCircuit: true };
}
