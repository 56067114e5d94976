import { serviceRouter } from '../svc/serviceRoutes';
import { SVC_ROUTES } from './fuzzedRoutes';

describe('the fuzz suite covers every /svc route', () => {
  it('lists each route the /svc router serves', () => {
    const listed = new Set(SVC_ROUTES.map((route) => `${route.method} ${route.path}`));
    const served = serviceRouter()
      .stack.filter((layer) => layer.methods.length > 0)
      .flatMap((layer) =>
        layer.methods.filter((method) => method !== 'HEAD').map((method) => `${method} ${layer.path}`),
      );
    expect(served.length).toBeGreaterThan(20);
    expect(served.filter((route) => !listed.has(route))).toEqual([]);
  });

  it('lists and serves each route once (branches merged side by side must not mount a router twice)', () => {
    const listed = SVC_ROUTES.map((route) => `${route.method} ${route.path}`);
    const served = serviceRouter()
      .stack.filter((layer) => layer.methods.length > 0)
      .flatMap((layer) => layer.methods.map((method) => `${method} ${layer.path}`));
    const twice = (keys: string[]) => keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(twice(listed)).toEqual([]);
    expect(twice(served)).toEqual([]);
  });
});
