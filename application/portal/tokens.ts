import type { ServiceIdentifier } from 'inversify';
import type { GetPersonalPartHandler } from './queries/GetPersonalPart';

/** DI tokens for the portal's use cases: how presentation reaches them. */
export const GetPersonalPart: ServiceIdentifier<GetPersonalPartHandler> = Symbol.for('portal.GetPersonalPart');
