import { Random } from '../Random';

export type PlanItem =
  | { kind: 'property'; id: number; projectsSoFar: number }
  | { kind: 'projectAsListing'; id: number; projectId: number }
  | { kind: 'project'; id: number; projectId: number; units: number };

/**
 * The order of the data set: listing ids 1…total, with now and then a new-build project (its
 * ProjectListing followed by its UnitListings, so a project's ids are contiguous) or a project
 * sold as one listing. Drawn from its own stream, so it does not depend on listing details.
 */
export function* listingPlan(seed: number, total: number): Generator<PlanItem> {
  const rng = Random.for(seed, 'plan');
  let id = 1;
  let projectId = 1;
  while (id <= total) {
    const remaining = total - id + 1;
    const draw = rng.float();
    if (draw < 0.01 && remaining >= 4) {
      const units = Math.min(rng.int(3, 14), remaining - 1);
      yield { kind: 'project', id, projectId, units };
      id += 1 + units;
      projectId++;
    } else if (draw < 0.025) {
      yield { kind: 'projectAsListing', id, projectId };
      id++;
      projectId++;
    } else {
      yield { kind: 'property', id, projectsSoFar: projectId - 1 };
      id++;
    }
  }
}
