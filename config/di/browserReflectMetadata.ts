/**
 * The part of the Reflect metadata API that inversify 8 calls (@inversifyjs/reflect-metadata-utils:
 * `defineMetadata`, `getOwnMetadata`, `getMetadata`), for the browser: vite.config.ts resolves
 * inversify's own `import 'reflect-metadata/lite'` to this module in the browser bundle. Inversify keeps its own
 * class metadata there; our constructors name every dependency with @inject, so nothing reads
 * TypeScript's `design:*` metadata (emitDecoratorMetadata is off). The `reflect-metadata`
 * polyfill (113 KB of source; its lite build 3 KB gzipped) stays on the server.
 */
type Key = string | symbol | undefined;
type Store = Map<Key, Map<unknown, unknown>>;

interface MetadataReflect {
  defineMetadata?(key: unknown, value: unknown, target: object, property?: string | symbol): void;
  getOwnMetadata?(key: unknown, target: object, property?: string | symbol): unknown;
  getMetadata?(key: unknown, target: object, property?: string | symbol): unknown;
  hasOwnMetadata?(key: unknown, target: object, property?: string | symbol): boolean;
  hasMetadata?(key: unknown, target: object, property?: string | symbol): boolean;
}

export function installReflectMetadata(reflect: MetadataReflect = Reflect): void {
  if (typeof reflect.getOwnMetadata === 'function') return;
  const stores = new WeakMap<object, Store>();
  const own = (target: object, property: Key, create: boolean): Map<unknown, unknown> | undefined => {
    let store = stores.get(target);
    if (!store && create) stores.set(target, (store = new Map<Key, Map<unknown, unknown>>()));
    let entries = store?.get(property);
    if (!entries && create && store) store.set(property, (entries = new Map()));
    return entries;
  };
  const ownerOf = (key: unknown, target: object | null, property: Key): object | null => {
    for (let at = target; at !== null; at = Object.getPrototypeOf(at) as object | null) {
      if (own(at, property, false)?.has(key)) return at;
    }
    return null;
  };
  reflect.defineMetadata = (key, value, target, property) => void own(target, property, true)!.set(key, value);
  reflect.getOwnMetadata = (key, target, property) => own(target, property, false)?.get(key);
  reflect.hasOwnMetadata = (key, target, property) => own(target, property, false)?.has(key) ?? false;
  reflect.hasMetadata = (key, target, property) => ownerOf(key, target, property) !== null;
  reflect.getMetadata = (key, target, property) => {
    const owner = ownerOf(key, target, property);
    return owner === null ? undefined : own(owner, property, false)!.get(key);
  };
}

installReflectMetadata();
