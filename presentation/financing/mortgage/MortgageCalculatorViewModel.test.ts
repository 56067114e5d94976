import type { LenderRules } from '#domain/financing/LenderRules';
import { estimateMortgage } from '#domain/financing/mortgageEstimate';
import type { MortgageQuote } from '#domain/financing/MortgageQuote';
import { err, ok } from '#domain/shared/Result';
import { type MortgageCalculatorPorts, MortgageCalculatorViewModel } from './MortgageCalculatorViewModel';

/** The Swiss lender rules (config/financing/swissLenderRules.ts; presentation does not import config). */
const SWISS_LENDER_RULES: LenderRules = {
  imputedInterestRate: 5,
  maintenanceRate: 1,
  firstMortgageShare: 200 / 3,
  amortisationYears: 15,
  maxAffordabilityRatio: 100 / 3,
  minOwnFundsRate: 20,
  maxPensionFundsRate: 10,
};

/** Ports over the real calculator (10-year rate 1.53 %) with timers the test advances by hand. */
function harness(options: { failEstimate?: boolean } = {}) {
  const calls: { grossAnnualIncome: number; ownFunds?: number; length?: number }[] = [];
  const timers: { callback: () => void; ms: number; cleared: boolean }[] = [];
  const notifications: string[] = [];
  const quotes: MortgageQuote[] = [];
  const ports: MortgageCalculatorPorts = {
    estimate: {
      execute: async (query) => {
        calls.push({ grossAnnualIncome: query.grossAnnualIncome, ownFunds: query.ownFunds, length: query.length });
        if (options.failEstimate) return err({ kind: 'EXTERNAL_ERROR', code: 'DOWN', message: 'down' });
        return ok(
          estimateMortgage(
            {
              purchasePrice: query.purchasePrice,
              ownFunds: query.ownFunds ?? 0,
              grossAnnualIncome: query.grossAnnualIncome,
              interestRate: 1.53,
            },
            SWISS_LENDER_RULES,
          ),
        );
      },
    },
    createQuote: {
      execute: async ({ mortgageQuote }) => {
        const quote: MortgageQuote = {
          ...mortgageQuote,
          id: quotes.length + 1,
          creationDate: new Date(Date.UTC(2026, 10, 24, 4, quotes.length)).toISOString(),
          estimate: estimateMortgage({ ...mortgageQuote, interestRate: 1.53 }, SWISS_LENDER_RULES),
        };
        quotes.push(quote);
        return ok(quote);
      },
    },
    listQuotes: { execute: async (query) => ok([...quotes].reverse().slice(0, query.top)) },
    notify: (n) => notifications.push(n.message),
    setTimeout: (callback, ms) => {
      const timer = { callback, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimeout: (handle) => {
      (handle as { cleared: boolean }).cleared = true;
    },
  };
  const viewModel = new MortgageCalculatorViewModel(
    { purchasePrice: 1_000_000, listingId: 42, provider: 'Default', locale: 'de' },
    ports,
  );
  const fire = async () => {
    const live = timers.filter((t) => !t.cleared);
    timers.length = 0;
    live.forEach((t) => t.callback());
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { viewModel, calls, timers, notifications, fire };
}

describe('MortgageCalculatorViewModel', () => {
  it('starts at 20 % own funds with the income empty: the costs and the income needed, no verdict', async () => {
    const { viewModel, calls } = harness();
    await viewModel.start();
    expect(viewModel.ownFunds).toBe(200_000);
    expect(calls.map((c) => c.grossAnnualIncome)).toEqual([0]);
    expect(viewModel.grossAnnualIncome).toBeUndefined();
    expect(viewModel.estimate?.monthlyTotal).toBeGreaterThan(0);
    // Worked example 1: 176,667 needed, so 177,000.
    expect(viewModel.requiredIncome).toBe(177_000);
    expect(viewModel.verdict).toBeUndefined();
    expect(viewModel.ratioFill).toBe(0);
  });

  it('says "affordable" only on an income the visitor gave, once the estimate is for it', async () => {
    const { viewModel, fire } = harness();
    await viewModel.start();
    viewModel.setGrossAnnualIncome(180_000);
    // The estimate on screen is still the one at no income (999 %): no verdict on it.
    expect(viewModel.verdict).toBeUndefined();
    await fire();
    expect(viewModel.verdict).toBe('ok');
  });

  it('waits 1000 ms after the last input (document 001 §9) and asks once for several inputs', async () => {
    const { viewModel, calls, timers, fire } = harness();
    await viewModel.start();
    calls.length = 0;
    viewModel.setGrossAnnualIncome(100_000);
    viewModel.setGrossAnnualIncome(120_000);
    viewModel.setLength(15);
    expect(calls).toEqual([]);
    expect(timers.filter((t) => !t.cleared).map((t) => t.ms)).toEqual([1000]);
    await fire();
    expect(calls).toEqual([{ grossAnnualIncome: 120_000, ownFunds: 200_000, length: 15 }]);
    expect(viewModel.verdict).toBe('over');
    expect(viewModel.ratioFill).toBe(49.1);
  });

  it("toasts 'ItemDetails.Mortgage.Calculator.Request.Error' when the estimate fails", async () => {
    const { viewModel, notifications } = harness({ failEstimate: true });
    await viewModel.start();
    expect(viewModel.failed).toBe(true);
    expect(notifications).toEqual(['ItemDetails.Mortgage.Calculator.Request.Error']);
  });

  it('requests a quote with the figures and shows it as the latest', async () => {
    const { viewModel, fire } = harness();
    await viewModel.start();
    viewModel.setGrossAnnualIncome(177_000);
    await fire();
    await viewModel.requestQuote();
    await viewModel.requestQuote();
    expect(viewModel.quoteState).toBe('sent');
    expect(viewModel.latestQuote).toMatchObject({
      id: 2,
      listingId: 42,
      ownFunds: 200_000,
      grossAnnualIncome: 177_000,
    });
  });

  it('keeps own funds within the price', () => {
    const { viewModel } = harness();
    viewModel.setOwnFunds(2_000_000);
    expect(viewModel.ownFunds).toBe(1_000_000);
    viewModel.setOwnFunds(-5);
    expect(viewModel.ownFunds).toBe(0);
    viewModel.dispose();
  });
});
