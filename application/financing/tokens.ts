import type { ServiceIdentifier } from 'inversify';
import type { CreateMortgageQuoteHandler } from './commands/CreateMortgageQuote';
import type { RecordRentalDepositInsuranceOfferHandler } from './commands/RecordRentalDepositInsuranceOffer';
import type { RequestRentalDepositInsuranceHandler } from './commands/RequestRentalDepositInsurance';
import type { SendMortgageLeadHandler } from './commands/SendMortgageLead';
import type { EstimateMortgageHandler } from './queries/EstimateMortgage';
import type { GetLatestInterestRatesHandler } from './queries/GetLatestInterestRates';
import type { GetRentalDepositInsuranceOfferHandler } from './queries/GetRentalDepositInsuranceOffer';
import type { ListMortgageQuotesHandler } from './queries/ListMortgageQuotes';
import type { ListRentalDepositInsuranceOffersHandler } from './queries/ListRentalDepositInsuranceOffers';

/** DI tokens for the financing use cases. */
export const EstimateMortgage: ServiceIdentifier<EstimateMortgageHandler> = Symbol.for('financing.EstimateMortgage');
export const ListMortgageQuotes: ServiceIdentifier<ListMortgageQuotesHandler> =
  Symbol.for('financing.ListMortgageQuotes');
export const CreateMortgageQuote: ServiceIdentifier<CreateMortgageQuoteHandler> = Symbol.for(
  'financing.CreateMortgageQuote',
);
export const GetLatestInterestRates: ServiceIdentifier<GetLatestInterestRatesHandler> = Symbol.for(
  'financing.GetLatestInterestRates',
);
export const ListRentalDepositInsuranceOffers: ServiceIdentifier<ListRentalDepositInsuranceOffersHandler> = Symbol.for(
  'financing.ListRentalDepositInsuranceOffers',
);
export const GetRentalDepositInsuranceOffer: ServiceIdentifier<GetRentalDepositInsuranceOfferHandler> = Symbol.for(
  'financing.GetRentalDepositInsuranceOffer',
);
export const RecordRentalDepositInsuranceOffer: ServiceIdentifier<RecordRentalDepositInsuranceOfferHandler> =
  Symbol.for('financing.RecordRentalDepositInsuranceOffer');
export const RequestRentalDepositInsurance: ServiceIdentifier<RequestRentalDepositInsuranceHandler> = Symbol.for(
  'financing.RequestRentalDepositInsurance',
);
export const SendMortgageLead: ServiceIdentifier<SendMortgageLeadHandler> = Symbol.for('financing.SendMortgageLead');
