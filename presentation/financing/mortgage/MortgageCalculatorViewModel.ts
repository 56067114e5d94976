import { flow, makeAutoObservable } from 'mobx';
import type { CreateMortgageQuoteHandler } from '#application/financing/commands/CreateMortgageQuote';
import type { EstimateMortgageHandler } from '#application/financing/queries/EstimateMortgage';
import type { ListMortgageQuotesHandler } from '#application/financing/queries/ListMortgageQuotes';
import type { MortgageEstimate } from '#domain/financing/mortgageEstimate';
import type { MortgageQuote } from '#domain/financing/MortgageQuote';
import {
  DEFAULT_MORTGAGE_LENGTH,
  MORTGAGE_DEBOUNCE_MS,
  MORTGAGE_ELIGIBILITY,
  type MortgageLength,
} from '#domain/financing/mortgageRules';
import type { Notification } from '#domain/portal/Toasts';

/** What the calculator calls: the financing use cases (the http adapter in the browser). */
export interface MortgageCalculatorPorts {
  estimate: Pick<EstimateMortgageHandler, 'execute'>;
  createQuote: Pick<CreateMortgageQuoteHandler, 'execute'>;
  listQuotes: Pick<ListMortgageQuotesHandler, 'execute'>;
  notify(notification: Notification): void;
  /** Timers for the debounce (document 001 §9: 1000 ms), replaced in tests. */
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface MortgageCalculatorSettings {
  purchasePrice: number;
  listingId?: number;
  provider: string;
  locale: string;
}

/** Document 001 §8: "Failed calculator with input data: 'ItemDetails.Mortgage.Calculator.Request.Error'". */
export const CALCULATOR_ERROR = 'ItemDetails.Mortgage.Calculator.Request.Error';
/** Document 001 §8: a mortgage quote failure is 'LeadRequestForm.Message.Error'. */
export const QUOTE_ERROR = 'LeadRequestForm.Message.Error';

const NO_CALLER = { ownProfileIds: [] } as const;
/** A guessed income is rounded up to the next thousand, as people state their salary. */
const roundUpToThousand = (value: number) => Math.ceil(value / 1000) * 1000;

/**
 * The mortgage calculator of a listing (or a content page): own funds, gross income and length in;
 * the estimate of GET /mortgagequotes/estimates out, asked 1000 ms after the last input (document
 * 001 §9) and only the answer to the latest input is kept. The income starts empty: the first
 * figures are the monthly costs and the income a lender would ask for, and no verdict is given on
 * an income the visitor did not state. The visitor's own data (their latest quote) is loaded after
 * hydration only, never rendered into shared HTML.
 */
export class MortgageCalculatorViewModel {
  ownFunds: number;
  grossAnnualIncome: number | undefined = undefined;
  length: MortgageLength = DEFAULT_MORTGAGE_LENGTH;
  estimate: MortgageEstimate | undefined = undefined;
  calculating = false;
  failed = false;
  detailsOpen = false;
  quoteOpen = false;
  quoteState: 'idle' | 'sending' | 'sent' | 'failed' = 'idle';
  latestQuote: MortgageQuote | undefined = undefined;
  private pending: unknown = undefined;
  private sequence = 0;

  constructor(
    readonly settings: MortgageCalculatorSettings,
    private readonly ports: MortgageCalculatorPorts,
  ) {
    // The lender's minimum (20 %): the estimate answers the exact figure, this is the field's start.
    this.ownFunds = Math.ceil(settings.purchasePrice / 5);
    // `run` is a step the flows delegate to (yield*), not a flow of its own.
    makeAutoObservable<this, 'ports' | 'pending' | 'sequence' | 'run'>(
      this,
      { settings: false, ports: false, pending: false, sequence: false, run: false },
      { autoBind: true },
    );
  }

  get purchasePrice(): number {
    return this.settings.purchasePrice;
  }

  /** The affordability ratio against its threshold: 'ok' up to one third, 'over' past it. */
  get verdict(): 'ok' | 'over' | undefined {
    if (!this.estimate || !this.incomeGiven) return undefined;
    return this.estimate.affordable ? 'ok' : 'over';
  }

  /** The bar's fill, a share of 100 % (the ratio itself may reach 999). */
  get ratioFill(): number {
    if (!this.incomeGiven) return 0;
    return Math.min(100, this.estimate?.finmaRatios.affordability ?? 0);
  }

  /**
   * The visitor has stated an income and the estimate on screen is for it: only then is there an
   * affordability ratio and a verdict to show (the estimate at another income, or at none, says nothing about this one).
   */
  get incomeGiven(): boolean {
    return (
      this.grossAnnualIncome !== undefined &&
      this.grossAnnualIncome > 0 &&
      this.estimate?.grossAnnualIncome === this.grossAnnualIncome
    );
  }

  /** The income a lender would ask for at this price and own funds, rounded up as people state a salary. */
  get requiredIncome(): number | undefined {
    return this.estimate ? roundUpToThousand(this.estimate.requiredGrossAnnualIncome) : undefined;
  }

  /** First figures after hydration: the monthly costs and the income needed, with the income field left empty. */
  start = flow(function* (this: MortgageCalculatorViewModel) {
    yield* this.run();
  });

  setOwnFunds(value: number): void {
    this.ownFunds = Math.max(0, Math.min(value, this.purchasePrice));
    this.schedule();
  }

  setGrossAnnualIncome(value: number): void {
    this.grossAnnualIncome = Math.max(0, value);
    this.schedule();
  }

  setLength(value: MortgageLength): void {
    this.length = value;
    this.schedule();
  }

  /** Document 001 §9: inputs are debounced 1000 ms; a newer input restarts the wait. */
  private schedule(): void {
    if (this.pending !== undefined) this.ports.clearTimeout(this.pending);
    this.pending = this.ports.setTimeout(() => {
      this.pending = undefined;
      void this.recalculate();
    }, MORTGAGE_DEBOUNCE_MS);
  }

  recalculate = flow(function* (this: MortgageCalculatorViewModel) {
    yield* this.run();
  });

  private *run() {
    const sequence = ++this.sequence;
    this.calculating = true;
    const result = (yield this.ports.estimate.execute({
      purchasePrice: this.purchasePrice,
      ownFunds: this.ownFunds,
      grossAnnualIncome: this.grossAnnualIncome ?? 0,
      currencyId: MORTGAGE_ELIGIBILITY.currencyId,
      provider: this.settings.provider,
      length: this.length,
    })) as Awaited<ReturnType<EstimateMortgageHandler['execute']>>;
    if (sequence !== this.sequence) return undefined;
    this.calculating = false;
    if (!result.ok) {
      this.failed = true;
      this.ports.notify({ id: 'mortgage-calculator', kind: 'error', message: CALCULATOR_ERROR });
      return undefined;
    }
    this.failed = false;
    this.estimate = result.value;
    return result.value;
  }

  /** After hydration: the visitor's latest quote for this listing (document 001 §7: "latest uses top 1"). */
  loadLatestQuote = flow(function* (this: MortgageCalculatorViewModel) {
    const result = (yield this.ports.listQuotes.execute(
      { listingId: this.settings.listingId, sort: '-creationDate', top: 1 },
      NO_CALLER,
    )) as Awaited<ReturnType<ListMortgageQuotesHandler['execute']>>;
    if (result.ok) this.latestQuote = result.value[0];
  });

  openDetails(): void {
    this.detailsOpen = true;
  }

  closeDetails(): void {
    this.detailsOpen = false;
  }

  openQuote(): void {
    this.quoteOpen = true;
    this.quoteState = 'idle';
  }

  closeQuote(): void {
    this.quoteOpen = false;
  }

  /** POST /mortgagequotes with the calculator's figures, then shows it as the latest quote. */
  requestQuote = flow(function* (this: MortgageCalculatorViewModel) {
    if (this.quoteState === 'sending') return;
    this.quoteState = 'sending';
    const result = (yield this.ports.createQuote.execute(
      {
        mortgageQuote: {
          grossAnnualIncome: this.grossAnnualIncome ?? 0,
          purchasePrice: this.purchasePrice,
          currencyId: MORTGAGE_ELIGIBILITY.currencyId,
          listingId: this.settings.listingId,
          provider: this.settings.provider,
          ownFunds: this.ownFunds,
        },
        locale: this.settings.locale,
      },
      NO_CALLER,
    )) as Awaited<ReturnType<CreateMortgageQuoteHandler['execute']>>;
    if (!result.ok) {
      this.quoteState = 'failed';
      this.ports.notify({ id: 'mortgage-quote', kind: 'error', message: QUOTE_ERROR });
      return;
    }
    this.quoteState = 'sent';
    yield this.loadLatestQuote();
    if (!this.latestQuote || this.latestQuote.id !== result.value.id) this.latestQuote = result.value;
  });

  dispose(): void {
    if (this.pending !== undefined) this.ports.clearTimeout(this.pending);
    this.pending = undefined;
  }
}
