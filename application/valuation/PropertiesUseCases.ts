import type { AddProductOfferingHandler } from './commands/AddProductOffering';
import type { ArchivePropertyHandler } from './commands/ArchiveProperty';
import type { CreatePropertyHandler } from './commands/CreateProperty';
import type { PatchPropertyHandler } from './commands/PatchProperty';
import type { ValuatePropertyHandler } from './commands/ValuateProperty';
import type { PropertiesService } from './ports';
import type { CanCreatePropertyHandler } from './queries/CanCreateProperty';
import type { GetPropertyHandler } from './queries/GetProperty';
import type { GetValuationHistoryHandler } from './queries/GetValuationHistory';
import type { ListPropertiesHandler } from './queries/ListProperties';

/** The valuation use cases, one handler per call of document 002 §7. */
export interface PropertiesUseCases {
  create: CreatePropertyHandler;
  patch: PatchPropertyHandler;
  valuate: ValuatePropertyHandler;
  get: GetPropertyHandler;
  history: GetValuationHistoryHandler;
  list: ListPropertiesHandler;
  canCreate: CanCreatePropertyHandler;
  archive: ArchivePropertyHandler;
  addProductOffering: AddProductOfferingHandler;
}

/**
 * The handlers in the shape of the browser's PropertiesService: what a page rendered on the server
 * resolves while presentation calls the port directly, and what the contract suite calls.
 */
export function propertiesServiceOf(handlers: () => PropertiesUseCases): PropertiesService {
  return {
    createProperty: (draft, caller) => handlers().create.execute({ draft, caller }),
    patchProperty: (id, patch, caller) => handlers().patch.execute({ id, patch, caller }),
    valuate: (id, caller, captchaToken) => handlers().valuate.execute({ id, caller, captchaToken }),
    getProperty: (id, caller) => handlers().get.execute({ id, caller }),
    getValuationHistory: (id, caller, period) => handlers().history.execute({ id, caller, period }),
    listProperties: (query, caller) => handlers().list.execute({ query, caller }),
    canCreate: (countryISO, caller) => handlers().canCreate.execute({ countryISO, caller }),
    archiveProperty: (id, caller) => handlers().archive.execute({ id, caller }),
    addProductOffering: (id, productOfferingId, caller) =>
      handlers().addProductOffering.execute({ id, productOfferingId, caller }),
  };
}
