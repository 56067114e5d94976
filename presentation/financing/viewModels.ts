import { ContainerModule } from 'inversify';
import {
  CreateMortgageQuote,
  EstimateMortgage,
  ListMortgageQuotes,
  GetRentalDepositInsuranceOffer,
  RequestRentalDepositInsurance,
  SendMortgageLead,
} from '#application/financing/tokens';
import { OpenLeadForm } from '#application/leads/tokens';
import { lazy, type Resolver } from '#presentation/shared/di/viewModels';
import { NotificationsViewModel } from '#presentation/shared/shell/tokens';
import { FinancingLeadViewModel, type FinancingLeadPorts } from './lead/FinancingLeadViewModel';
import { MortgageCalculatorViewModel as MortgageCalculatorViewModelClass } from './mortgage/MortgageCalculatorViewModel';
import { RentalDepositInsuranceViewModel as RentalDepositInsuranceViewModelClass } from './insurance/RentalDepositInsuranceViewModel';
import { InsuranceOffersOnThePage } from './tokens';
import {
  MortgageCalculatorViewModel,
  MortgageLeadViewModel,
  RentalDepositInsuranceLeadViewModel,
  RentalDepositInsuranceViewModel,
} from './viewModelTokens';

/** What every financing lead form runs on besides its send: the form's stamp, the toasts, the clock. */
function leadPorts(context: Resolver): Omit<FinancingLeadPorts, 'send'> {
  const openForm = lazy(context, OpenLeadForm);
  const notifications = lazy(context, NotificationsViewModel);
  return {
    openForm: () => openForm.execute(),
    notify: (notification) => notifications.notify(notification),
    now: () => Date.now(),
    newKey: () => globalThis.crypto.randomUUID(),
  };
}

/**
 * The financing view-models' factories. The use cases and toasts are resolved when first called
 * (`lazy`): figures, quotes and leads are asked for after hydration or on a press, never in a
 * server render.
 */
export const financingViewModels = new ContainerModule(({ bind }) => {
  bind(MortgageCalculatorViewModel)
    .toDynamicValue((context) => {
      const notifications = lazy(context, NotificationsViewModel);
      return (settings) =>
        new MortgageCalculatorViewModelClass(settings, {
          estimate: lazy(context, EstimateMortgage),
          createQuote: lazy(context, CreateMortgageQuote),
          listQuotes: lazy(context, ListMortgageQuotes),
          notify: (notification) => notifications.notify(notification),
          setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
          clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
        });
    })
    .inTransientScope();

  bind(MortgageLeadViewModel)
    .toDynamicValue((context) => {
      const sendMortgageLead = lazy(context, SendMortgageLead);
      return (settings) =>
        new FinancingLeadViewModel(settings, {
          ...leadPorts(context),
          send: (lead, captcha) => sendMortgageLead.execute({ lead, ...(captcha ? { captcha } : {}) }),
        });
    })
    .inTransientScope();

  bind(RentalDepositInsuranceLeadViewModel)
    .toDynamicValue((context) => {
      const requestInsurance = lazy(context, RequestRentalDepositInsurance);
      return ({ settings, offer }) =>
        new FinancingLeadViewModel(settings, {
          ...leadPorts(context),
          send: async (lead, captcha) => {
            const result = await requestInsurance.execute(
              { lead },
              { ownProfileIds: [], ...(captcha ? { captcha } : {}) },
            );
            if (result.ok) offer.markRequested();
            return result;
          },
        });
    })
    .inTransientScope();

  // The page's one offer per listing and language (the section and the contact form share it).
  bind(RentalDepositInsuranceViewModel)
    .toDynamicValue((context) => {
      const getOffer = lazy(context, GetRentalDepositInsuranceOffer);
      return ({ listingId, language }) =>
        context
          .get(InsuranceOffersOnThePage)
          .of(listingId, language, () => new RentalDepositInsuranceViewModelClass(listingId, language, getOffer));
    })
    .inTransientScope();
});
