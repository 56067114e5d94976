import { ContainerModule } from 'inversify';
import { CompletePostponedValuationsHandler } from '#application/valuation/commands/CompletePostponedValuations';
import {
  PropertiesService,
  PropertyStore,
  ValuationClock,
  ValuationLimiter,
  ValuationMails,
  ValuationMarket,
  ValuationModel,
  ValuationRates,
  ValuationSettings,
} from '#application/valuation/ports';
import { CREATABLE_COUNTRIES } from '#domain/valuation/fieldRules';
import { Database } from '#infrastructure/db/DatabaseToken';
import { ExchangeRatesReader } from '#infrastructure/db/exchangeRates/ExchangeRatesReader';
import {
  DEFAULT_VALUATION_LIMITS,
  RateLimitedValuations,
  type ValuationLimits,
} from '#infrastructure/valuation/limits/RateLimitedValuations';
import { ListingsValuationModel } from '#infrastructure/valuation/model/ListingsValuationModel';
import { OutboxValuationMails } from '#infrastructure/valuation/OutboxValuationMails';
import { SqlPropertyStore } from '#infrastructure/valuation/sql/SqlPropertyStore';
import { SqlValuationMarket } from '#infrastructure/valuation/sql/SqlValuationMarket';
import { formatterCache } from '#config/alerts/formatterCache';
import { portalOrigin } from '../portalOrigin';
import { PORTALS } from '../portals';
import type { Settings } from '../env';
import type { ServerModuleOptions } from './ServerModuleOptions';
import { bindValuationUseCases } from './valuationModule';
import { propertiesServiceOverHandlers } from './valuationPropertiesService';

/** The countries a portal may create valuations in: CH, FR and PT where its valuation setting is on, none elsewhere. */
export function creatableCountriesOf(portalId: string): readonly string[] {
  return Object.hasOwn(PORTALS, portalId) && PORTALS[portalId].valuation ? CREATABLE_COUNTRIES : [];
}

/** VALUATION_LIMIT_PER_PROFILE / VALUATION_LIMIT_WINDOW_S tighten the valuate limits (the e2e suite's rate-limit scenario). */
function limitsOf({ limits }: Settings): ValuationLimits {
  const perProfile = limits.valuationsPerProfile;
  return {
    perProfile: perProfile ?? DEFAULT_VALUATION_LIMITS.perProfile,
    perClient: perProfile ? perProfile * 10 : DEFAULT_VALUATION_LIMITS.perClient,
    windowS: limits.valuationWindowS ?? DEFAULT_VALUATION_LIMITS.windowS,
  };
}

/**
 * The valuation context on the server: the use cases over the properties' rows in the database,
 * the automated valuation model over the listings (fitted in the background, refitted every 6
 * hours), the valuate limits (Redis when REDIS_URL is set), the mails of completed postponed
 * valuations, and the job that completes them once the model is fitted.
 */
export function valuationServerModule({ db, settings, log }: ServerModuleOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(ValuationModel)
      .toDynamicValue((context) => {
        const model = new ListingsValuationModel(context.get(Database), context.get(ExchangeRatesReader), {
          refitEveryMs: 6 * 3600_000,
          log,
        });
        // The job behind a 424: once the model is fitted, the postponed valuations are completed.
        void model
          .whenReady()
          .then(() => context.get(CompletePostponedValuationsHandler).execute({ warn: log?.warn.bind(log) }))
          .catch((error: unknown) => log?.warn({ err: error }, 'postponed valuations not completed'));
        return model;
      })
      .inSingletonScope();
    bind(ValuationLimiter)
      .toDynamicValue(() => new RateLimitedValuations({ limits: limitsOf(settings), redisUrl: settings.redisUrl }))
      .inSingletonScope();
    bind(ValuationMails)
      .toDynamicValue(
        () =>
          new OutboxValuationMails(db, {
            origin: (portalId) => portalOrigin(settings, portalId),
            translate: formatterCache(),
            defaultCulture: (portalId) => (PORTALS[portalId] ?? PORTALS.international).defaultCulture,
          }),
      )
      .inSingletonScope();
    bind(PropertyStore)
      .toDynamicValue((context) => {
        // The model starts fitting when the context is first used (an owner's first wizard step
        // stores a property), so it is fitted by the valuate step a few steps later instead of
        // postponing the first valuation after a start (a 424).
        context.get(ValuationModel);
        return new SqlPropertyStore(context.get(Database));
      })
      .inSingletonScope();
    bind(ValuationMarket)
      .toDynamicValue((context) => new SqlValuationMarket(context.get(Database)))
      .inSingletonScope();
    bind(ValuationRates).toDynamicValue((context) => context.get(ExchangeRatesReader));
    bind(ValuationSettings).toConstantValue({ creatableCountries: creatableCountriesOf });
    bind(ValuationClock).toConstantValue({ now: () => new Date() });
    bindValuationUseCases(bind);
    bind(CompletePostponedValuationsHandler).toSelf().inSingletonScope();
    // Presentation still calls PropertiesService (the browser's http client); on the server it is
    // the handlers themselves, so a page rendered here resolves it. A wizard rendered here starts
    // fitting the model (and the job with it): the owner asks for the valuation a few steps later.
    bind(PropertiesService)
      .toDynamicValue((context) => {
        context.get(ValuationModel);
        return propertiesServiceOverHandlers(context);
      })
      .inSingletonScope();
  });
}
