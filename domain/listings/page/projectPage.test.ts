import { aListing } from '#test/mothers/domain/ListingMother';
import { projectPageOf } from './projectPage';

const where = { culture: 'fr' as const, portal: { defaultCulture: 'de' as const }, query: '?x=1' };

describe('projectPageOf', () => {
  it("shows the project's own listing and its units (document 001 §7 GET /v1/projects/{id}/listings)", () => {
    const project = aListing({ id: 50, listingClass: 'ProjectListing', projectId: 7 });
    const unit = aListing({ id: 51, listingClass: 'UnitListing', projectId: 7 });
    expect(projectPageOf([unit, project], where)).toEqual({
      ok: true,
      value: { kind: 'project', project, units: [unit] },
    });
  });

  it('sends a project sold as one listing to its listing path, permanently, keeping the query', () => {
    const asListing = aListing({ id: 60, listingClass: 'ProjectAsListing', projectId: 7 });
    expect(projectPageOf([asListing], where)).toEqual({
      ok: true,
      value: { kind: 'redirect', to: '/fr/annonce/60?x=1', status: 301 },
    });
  });

  it("is 'Listing or Project not found for params' without either", () => {
    const result = projectPageOf([aListing({ listingClass: 'UnitListing' })], where);
    expect(result.ok || result.error).toMatchObject({
      kind: 'NOT_FOUND',
      message: 'Listing or Project not found for params',
    });
  });
});
