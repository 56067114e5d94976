import type { Captcha } from '#application/shared/captcha';
import { AddProductOfferingHandler } from '#application/valuation/commands/AddProductOffering';
import { ArchivePropertyHandler } from '#application/valuation/commands/ArchiveProperty';
import { CompletePostponedValuationsHandler } from '#application/valuation/commands/CompletePostponedValuations';
import { CreatePropertyHandler } from '#application/valuation/commands/CreateProperty';
import { PatchPropertyHandler } from '#application/valuation/commands/PatchProperty';
import { ValuatePropertyHandler } from '#application/valuation/commands/ValuateProperty';
import type {
  PropertyStore,
  ValuationLimiter,
  ValuationMails,
  ValuationMarket,
  ValuationModel,
  ValuationRates,
  ValuationSettings,
} from '#application/valuation/ports';
import type { PropertiesUseCases } from '#application/valuation/PropertiesUseCases';
import { CanCreatePropertyHandler } from '#application/valuation/queries/CanCreateProperty';
import { GetPropertyHandler } from '#application/valuation/queries/GetProperty';
import { GetValuationHistoryHandler } from '#application/valuation/queries/GetValuationHistory';
import { ListPropertiesHandler } from '#application/valuation/queries/ListProperties';
import type { Clock } from '#domain/shared/Clock';

/** The ports of one set of handlers: a portal's own (the SQL store) or one over a remote service. */
export interface ValuationPorts {
  store: PropertyStore;
  model: ValuationModel;
  limiter: ValuationLimiter;
  captcha: Captcha;
  mails: ValuationMails;
  market: ValuationMarket;
  rates: ValuationRates;
  settings: ValuationSettings;
  clock: Clock;
}

/** The handlers over the given ports, as the container builds them (valuationServerModule). */
export function valuationUseCases(
  p: ValuationPorts,
): PropertiesUseCases & { completePostponed: CompletePostponedValuationsHandler } {
  return {
    create: new CreatePropertyHandler(p.store, p.settings, p.clock),
    patch: new PatchPropertyHandler(p.store, p.settings, p.clock),
    valuate: new ValuatePropertyHandler(p.store, p.model, p.limiter, p.captcha, p.settings, p.clock),
    get: new GetPropertyHandler(p.store),
    history: new GetValuationHistoryHandler(p.store, p.market, p.clock),
    list: new ListPropertiesHandler(p.store, p.rates),
    canCreate: new CanCreatePropertyHandler(p.settings),
    archive: new ArchivePropertyHandler(p.store, p.clock),
    addProductOffering: new AddProductOfferingHandler(p.store, p.clock),
    completePostponed: new CompletePostponedValuationsHandler(p.store, p.model, p.mails, p.clock),
  };
}
