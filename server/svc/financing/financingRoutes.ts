import type Router from '@koa/router';
import {
  CreateMortgageQuote,
  EstimateMortgage,
  GetLatestInterestRates,
  GetRentalDepositInsuranceOffer,
  ListMortgageQuotes,
  ListRentalDepositInsuranceOffers,
  RequestRentalDepositInsurance,
} from '#application/financing/tokens';
import type { MortgageLength } from '#domain/financing/mortgageRules';
import { map, ok } from '#domain/shared/Result';
import { financingCallerOf } from '#application/financing/ports';
import { FINANCING_ROUTES } from '#application/financing/svcRoutes';
import { answer } from '#server/svc/shared/answer';
import { routeOf, routerOf } from '#server/svc/shared/routeOf';
import { validBody, validQuery } from '#server/svc/shared/validate';
import {
  createQuoteBodySchema,
  estimatesQuerySchema,
  insuranceLeadBodySchema,
  offersQuerySchema,
  quotesQuerySchema,
  ratesQuerySchema,
} from './financingSchemas';

/** Interest rates change with the market, at most daily: shared caches may keep them an hour. */
const RATES_CACHE = { publicMaxAge: 3600 };

/**
 * /svc/financing (document 001 §7 "Financing", and GET /rentalDepositInsuranceOffers of "Leads"):
 * validate (yup), identify the caller, call one handler, map the Result.
 */
export function financingRoutes(): Router {
  return routerOf([
    routeOf(FINANCING_ROUTES.createMortgageQuote, async (ctx, session) => {
      const body = await validBody(ctx, createQuoteBodySchema);
      const caller = financingCallerOf(session);
      const result = await ctx.state.container.get(CreateMortgageQuote).execute(body, caller);
      answer(
        ctx,
        map(result, (mortgageQuote) => ({ mortgageQuote })),
        { status: 201 },
      );
    }),

    routeOf(FINANCING_ROUTES.estimates, async (ctx) => {
      const query = await validQuery(ctx, estimatesQuerySchema);
      const result = await ctx.state.container
        .get(EstimateMortgage)
        .execute({ ...query, length: query.length as MortgageLength | undefined });
      answer(
        ctx,
        map(result, (estimates) => ({ estimates })),
      );
    }),

    routeOf(FINANCING_ROUTES.mortgageQuotes, async (ctx, session) => {
      const query = await validQuery(ctx, quotesQuerySchema);
      const caller = financingCallerOf(session);
      const result = await ctx.state.container.get(ListMortgageQuotes).execute({ ...query, sort: query.sort }, caller);
      answer(
        ctx,
        map(result, (mortgageQuotes) => ({ mortgageQuotes })),
      );
    }),

    routeOf(FINANCING_ROUTES.latestInterestRates, async (ctx) => {
      const { provider } = await validQuery(ctx, ratesQuerySchema);
      const result = await ctx.state.container.get(GetLatestInterestRates).execute({ provider });
      answer(
        ctx,
        map(result, (interestRates) => ({ interestRates })),
        RATES_CACHE,
      );
    }),

    routeOf(FINANCING_ROUTES.rentalDepositInsuranceOffers, async (ctx, session) => {
      const query = await validQuery(ctx, offersQuerySchema);
      const caller = financingCallerOf(session);
      const offers = await ctx.state.container
        .get(ListRentalDepositInsuranceOffers)
        .execute({ provider: query.provider }, caller);
      if (!offers.ok || query.listingId === undefined)
        return answer(
          ctx,
          map(offers, (list) => ({ offers: list })),
        );
      const request = ctx.state.requestContext;
      const offer = await ctx.state.container
        .get(GetRentalDepositInsuranceOffer)
        .execute({ listingId: query.listingId, provider: query.provider, language: request.culture }, caller);
      answer(ctx, offer.ok ? ok({ offers: offers.value, offer: offer.value }) : offer);
    }),

    routeOf(FINANCING_ROUTES.requestRentalDepositInsurance, async (ctx, session) => {
      const { lead } = await validBody(ctx, insuranceLeadBodySchema);
      const caller = financingCallerOf(session);
      const { captcha, ...request } = lead;
      const result = await ctx.state.container
        .get(RequestRentalDepositInsurance)
        .execute({ lead: request }, { ...caller, ip: ctx.ip, ...(captcha ? { captcha } : {}) });
      // Created only when an offer was recorded; a lead that was not sent (Spam) creates nothing.
      answer(ctx, result, { status: result.ok && result.value.offer ? 201 : 200 });
    }),
  ]);
}
