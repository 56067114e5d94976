import { ContainerModule, type ContainerModuleLoadOptions, type ResolutionContext } from 'inversify';
import { AddProductOfferingHandler } from '#application/valuation/commands/AddProductOffering';
import { ArchivePropertyHandler } from '#application/valuation/commands/ArchiveProperty';
import { CreatePropertyHandler } from '#application/valuation/commands/CreateProperty';
import { PatchPropertyHandler } from '#application/valuation/commands/PatchProperty';
import { ValuatePropertyHandler } from '#application/valuation/commands/ValuateProperty';
import { PropertiesService } from '#application/valuation/ports';
import { CanCreatePropertyHandler } from '#application/valuation/queries/CanCreateProperty';
import { GetPropertyHandler } from '#application/valuation/queries/GetProperty';
import { GetValuationHistoryHandler } from '#application/valuation/queries/GetValuationHistory';
import { ListPropertiesHandler } from '#application/valuation/queries/ListProperties';
import { remoteUseCases } from '#application/valuation/PropertiesUseCases';
import * as tokens from '#application/valuation/tokens';
import { ServiceClient } from '#infrastructure/shared/http/ServiceClient';
import { HttpPropertiesService } from '#infrastructure/valuation/http/HttpPropertiesService';
import { BrowserOrigin } from './browserOrigin';

/** The valuation use cases (document 002 §7), over the ports the server binds (valuationServerModule). */
export function bindValuationUseCases(bind: ContainerModuleLoadOptions['bind']): void {
  bind(tokens.CreateProperty).to(CreatePropertyHandler).inSingletonScope();
  bind(tokens.PatchProperty).to(PatchPropertyHandler).inSingletonScope();
  bind(tokens.ValuateProperty).to(ValuatePropertyHandler).inSingletonScope();
  bind(tokens.ArchiveProperty).to(ArchivePropertyHandler).inSingletonScope();
  bind(tokens.AddProductOffering).to(AddProductOfferingHandler).inSingletonScope();
  bind(tokens.GetProperty).to(GetPropertyHandler).inSingletonScope();
  bind(tokens.GetValuationHistory).to(GetValuationHistoryHandler).inSingletonScope();
  bind(tokens.ListProperties).to(ListPropertiesHandler).inSingletonScope();
  bind(tokens.CanCreateProperty).to(CanCreatePropertyHandler).inSingletonScope();
}

const readCookie = (name: string): string | undefined =>
  typeof document === 'undefined'
    ? undefined
    : document.cookie
        .split('; ')
        .find((pair) => pair.startsWith(`${name}=`))
        ?.slice(name.length + 1);

/**
 * Valuation in the browser: the use cases' tokens are the calls of /svc/valuation (the handlers run
 * on the server), on a client of its own because document 002 §7 says "an English Accept-Language
 * header is sent" to the valuation service. Presentation resolves the tokens, never the service.
 */
export const valuationModule = new ContainerModule(({ bind }) => {
  bind(PropertiesService)
    .toDynamicValue(
      (context) =>
        new HttpPropertiesService(
          new ServiceClient({
            baseUrl: `${context.get(BrowserOrigin)}/svc`,
            language: 'en',
            csrfToken: () => readCookie('csrf'),
          }),
        ),
    )
    .inSingletonScope();
  const remote = (context: ResolutionContext) => remoteUseCases(() => context.get(PropertiesService));
  bind(tokens.CreateProperty).toDynamicValue((context) => remote(context).create);
  bind(tokens.PatchProperty).toDynamicValue((context) => remote(context).patch);
  bind(tokens.ValuateProperty).toDynamicValue((context) => remote(context).valuate);
  bind(tokens.ArchiveProperty).toDynamicValue((context) => remote(context).archive);
  bind(tokens.AddProductOffering).toDynamicValue((context) => remote(context).addProductOffering);
  bind(tokens.GetProperty).toDynamicValue((context) => remote(context).get);
  bind(tokens.GetValuationHistory).toDynamicValue((context) => remote(context).history);
  bind(tokens.ListProperties).toDynamicValue((context) => remote(context).list);
  bind(tokens.CanCreateProperty).toDynamicValue((context) => remote(context).canCreate);
});
