import type { FloorCriterion } from './SearchCriteria';

/**
 * Floor filter tokens (document 001 §3 lists "floors" without values; ours): a floor number
 * ("0", "3"), or Basement (below 0), GroundFloor (0), UpperFloors (1 and above). Unknown
 * tokens match nothing rather than everything.
 */
export function floorCriterion(token: string): FloorCriterion | undefined {
  if (/^-?\d{1,3}$/.test(token)) return { kind: 'exact', floor: Number(token) };
  switch (token) {
    case 'Basement':
      return { kind: 'basement' };
    case 'GroundFloor':
      return { kind: 'ground' };
    case 'UpperFloors':
      return { kind: 'upper' };
    default:
      return undefined;
  }
}
