import type Router from '@koa/router';
import { routerOf } from '#server/svc/shared/routeOf';
import { accountRoutes } from './accountRoutes';
import { profileRoutes } from './profileRoutes';
import { userRoutes } from './userRoutes';

/**
 * The accounts service (document 000 §7) at /svc/accounts. Each route validates (yup), authenticates
 * the bearer, runs one handler and maps its Result; owner checks live in the handlers, which load
 * the resource anyway.
 */
export function accountsRoutes(): Router {
  return routerOf([...profileRoutes(), ...userRoutes(), ...accountRoutes()]);
}
