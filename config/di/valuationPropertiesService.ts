import type { ResolutionContext } from 'inversify';
import type { PropertiesService } from '#application/valuation/ports';
import { propertiesServiceOf } from '#application/valuation/PropertiesUseCases';
import * as use from '#application/valuation/tokens';

/** PropertiesService on the server: the bound handlers (resolved when called, not when rendered). */
export function propertiesServiceOverHandlers(context: ResolutionContext): PropertiesService {
  return propertiesServiceOf(() => ({
    create: context.get(use.CreateProperty),
    patch: context.get(use.PatchProperty),
    valuate: context.get(use.ValuateProperty),
    get: context.get(use.GetProperty),
    history: context.get(use.GetValuationHistory),
    list: context.get(use.ListProperties),
    canCreate: context.get(use.CanCreateProperty),
    archive: context.get(use.ArchiveProperty),
    addProductOffering: context.get(use.AddProductOffering),
  }));
}
