import type { AuthenticationState } from '#domain/identity/AuthenticationState';
import type { LoginModalView } from '#domain/identity/LoginModalView';
import type { ProfileDetails } from '#domain/identity/Profile';
import type { DomainError } from '#domain/shared/DomainError';
import type { PortalWorld } from '#features/support/world';

/** What the identity steps share within a scenario. */
export interface IdentityScenario {
  state?: AuthenticationState;
  userId?: number;
  view?: LoginModalView;
  validation?: DomainError;
  details?: ProfileDetails;
}

declare module '../../support/world' {
  interface ScenarioState {
    identity: IdentityScenario;
  }
}

export function identity(world: PortalWorld): IdentityScenario {
  return world.slice('identity', () => ({}));
}

/** "yes"/"no" cells of the examples tables. */
export function yesNo(cell: string): boolean {
  if (cell !== 'yes' && cell !== 'no') throw new Error(`expected yes or no, got ${cell}`);
  return cell === 'yes';
}
