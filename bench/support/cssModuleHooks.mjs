// Node module hooks for benches that render components outside Vite: a stylesheet import
// becomes a CSS module whose class names echo their keys (as test/harness/jest/cssModuleStub.cjs
// does for jest). Rendering cost is the same; only the class strings differ from a build.
export async function resolve(specifier, context, nextResolve) {
  if (specifier.endsWith('.css')) return { url: `bench-css:${specifier}`, shortCircuit: true };
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('bench-css:')) return nextLoad(url, context);
  const source =
    'export default new Proxy({}, { get: (_target, key) => (typeof key === "string" ? key : undefined) });';
  return { format: 'module', source, shortCircuit: true };
}
