import { installReflectMetadata } from './browserReflectMetadata';

type Api = Required<Parameters<typeof installReflectMetadata>[0]> & object;

function freshApi(): Api {
  const api = {} as Api;
  installReflectMetadata(api);
  return api;
}

describe('the browser Reflect metadata inversify needs', () => {
  class Base {}
  class Derived extends Base {}

  it('keeps metadata per target and per property', () => {
    const api = freshApi();
    api.defineMetadata('k', 1, Base);
    api.defineMetadata('k', 2, Base, 'method');
    expect(api.getOwnMetadata('k', Base)).toBe(1);
    expect(api.getOwnMetadata('k', Base, 'method')).toBe(2);
    expect(api.getOwnMetadata('other', Base)).toBeUndefined();
  });

  it('reads inherited metadata through the prototype chain, own metadata only on the target', () => {
    const api = freshApi();
    api.defineMetadata('k', 'base', Base);
    expect(api.getMetadata('k', Derived)).toBe('base');
    expect(api.getOwnMetadata('k', Derived)).toBeUndefined();
    expect(api.hasMetadata('k', Derived)).toBe(true);
    expect(api.hasOwnMetadata('k', Derived)).toBe(false);
    api.defineMetadata('k', 'derived', Derived);
    expect(api.getMetadata('k', Derived)).toBe('derived');
    expect(api.getMetadata('k', Base)).toBe('base');
  });

  it('leaves an existing implementation alone', () => {
    const getOwnMetadata = () => 'theirs';
    const api = { getOwnMetadata };
    installReflectMetadata(api);
    expect(api.getOwnMetadata).toBe(getOwnMetadata);
    expect('defineMetadata' in api).toBe(false);
  });
});
