import type { PropertyPatch } from '#application/valuation/calls';
import type { Notification } from '#domain/portal/Toasts';
import { type DomainError, domainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import type { Property } from '#domain/valuation/Property';
import { VALUATION_FAILURE } from './valuationOutcome';
import { type WizardUseCases, WizardViewModel } from './WizardViewModel';

const PROPERTY: Property = {
  id: 7,
  location: { street: 'Seefeldstrasse', houseNumber: '12', postCode: '8008', city: 'Zürich', countryISO: 'CH' },
  propertyType: 'Apartment',
  propertySubType: 'Apartment',
  notificationsEnabled: true,
  isArchived: false,
} as Property;

/** Use cases whose PATCH answers what the test says, and records what it was sent. */
function serviceAnswering(answer: (patch: PropertyPatch) => Promise<Result<Property, DomainError>>) {
  const patches: PropertyPatch[] = [];
  const service = {
    getProperty: { execute: async () => ok(PROPERTY) },
    patchProperty: {
      execute: async ({ patch }: { patch: PropertyPatch }) => {
        patches.push(patch);
        return answer(patch);
      },
    },
  } as unknown as WizardUseCases;
  return { service, patches };
}

async function wizardOnRooms(service: WizardUseCases, toasts: Notification[]) {
  const wizard = new WizardViewModel(
    {
      ...service,
      updateOwnProfile: { execute: async () => ok(undefined) },
      notifications: { notify: (notification) => toasts.push(notification) },
    },
    {
      caller: { ownProfileIds: [7], portalId: 'ch' },
      start: { propertyId: 7, step: 'rooms', origin: 'PropertyValuationWizard' },
      user: {},
      profileId: 7,
    },
  );
  await wizard.load();
  return wizard;
}

describe('WizardViewModel: a step that cannot be saved says so (document 002 §8)', () => {
  it("shows 'Valuation.Form.Messages.Failure' and its toast when the service refuses a field the step does not show", async () => {
    const toasts: Notification[] = [];
    const { service } = serviceAnswering(async () =>
      err(domainError('INVALID', 'VALIDATION', 'property.numberOf cannot be null', { field: 'property.numberOf' })),
    );
    const wizard = await wizardOnRooms(service, toasts);
    await wizard.submit();
    expect(wizard.step).toBe('rooms');
    expect(wizard.serverError).toEqual({ field: 'form', message: VALUATION_FAILURE });
    expect(toasts.map((toast) => [toast.kind, toast.message])).toEqual([['error', VALUATION_FAILURE]]);
  });

  it('shows a refused value of the step’s own field beside it, without a toast', async () => {
    const toasts: Notification[] = [];
    const { service } = serviceAnswering(async () =>
      err(
        domainError('INVALID', 'RANGE', 'Validations.Range.Max.Error', {
          field: 'numberOf.rooms',
          values: { max: 20 },
        }),
      ),
    );
    const wizard = await wizardOnRooms(service, toasts);
    // A value the rule table lets through, refused by the service (its rules may be stricter).
    wizard.change({ numberOf: { rooms: 5 } });
    await wizard.submit();
    expect(wizard.serverError).toEqual({
      field: 'numberOf.rooms',
      message: 'Validations.Range.Max.Error',
      values: { max: 20 },
    });
    expect(toasts).toEqual([]);
  });

  it('goes on from the rooms step left empty (document 002 §5: rooms, bedrooms and bathrooms optional)', async () => {
    const { service, patches } = serviceAnswering(async () => ok(PROPERTY));
    const wizard = await wizardOnRooms(service, []);
    await wizard.submit();
    expect(patches).toHaveLength(1);
    expect(wizard.step).toBe('areas');
  });
});

describe('WizardViewModel: errors after a first try', () => {
  it('forgets the attempt when the next step opens, so its errors wait for its own first try', async () => {
    const { service } = serviceAnswering(async () => ok(PROPERTY));
    const wizard = await wizardOnRooms(service, []);
    expect(wizard.attempted).toBe(false);
    wizard.attempt();
    await wizard.submit();
    expect(wizard.step).toBe('areas');
    expect(wizard.attempted).toBe(false);
  });
});
