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
});
