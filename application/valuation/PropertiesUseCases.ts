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
  create: Pick<CreatePropertyHandler, 'execute'>;
  patch: Pick<PatchPropertyHandler, 'execute'>;
  valuate: Pick<ValuatePropertyHandler, 'execute'>;
  get: Pick<GetPropertyHandler, 'execute'>;
  history: Pick<GetValuationHistoryHandler, 'execute'>;
  list: Pick<ListPropertiesHandler, 'execute'>;
  canCreate: Pick<CanCreatePropertyHandler, 'execute'>;
  archive: Pick<ArchivePropertyHandler, 'execute'>;
  addProductOffering: Pick<AddProductOfferingHandler, 'execute'>;
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

/**
 * The use cases as calls of the valuation service (its http adapter in the browser): the handlers
 * run where the service runs, the browser resolves the same tokens as a page rendered on the server.
 */
export function remoteUseCases(service: () => PropertiesService): PropertiesUseCases {
  return {
    create: { execute: ({ draft, caller }) => service().createProperty(draft, caller) },
    patch: { execute: ({ id, patch, caller }) => service().patchProperty(id, patch, caller) },
    valuate: { execute: ({ id, caller, captchaToken }) => service().valuate(id, caller, captchaToken) },
    get: { execute: ({ id, caller }) => service().getProperty(id, caller) },
    history: { execute: ({ id, caller, period }) => service().getValuationHistory(id, caller, period) },
    list: { execute: ({ query, caller }) => service().listProperties(query, caller) },
    canCreate: { execute: ({ countryISO, caller }) => service().canCreate(countryISO, caller) },
    archive: { execute: ({ id, caller }) => service().archiveProperty(id, caller) },
    addProductOffering: {
      execute: ({ id, productOfferingId, caller }) => service().addProductOffering(id, productOfferingId, caller),
    },
  };
}
