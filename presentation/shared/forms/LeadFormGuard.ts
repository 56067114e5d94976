import { flow, makeAutoObservable } from 'mobx';
import { MIN_FILL_MS } from '#domain/leads/SpamSignals';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';

/** What a lead carries to show a person sent it: the service's stamp of the form's opening, and a captcha solution when one was asked. */
export interface LeadProof {
  formStamp?: string;
  captcha?: string;
}

type OpenForm = () => Promise<Result<{ formStamp: string }, DomainError>>;

/**
 * The one way every lead form (contact, tour, agent, project, mortgage, insurance) meets the
 * leads service's spam check (domain/leads/SpamSignals): the form gets the service's stamp when it
 * opens; a send before MIN_FILL_MS has passed since the stamp arrived (autofill, a returning
 * visitor's remembered details), or without a stamp, is one the service would answer
 * CAPTCHA_REQUIRED, so the proof of work is asked for first and the lead leaves once it is solved,
 * with no second press. Should the service still ask (a clock apart), the same happens after its
 * answer. A solution is used once: the service verifies each solution a single time.
 */
export class LeadFormGuard {
  formStamp: string | undefined = undefined;
  /** When the stamp arrived (this clock): the service's own count started no later. */
  private stampedAt: number | undefined = undefined;
  /** The form shows the captcha (solving it by itself). */
  captchaAsked = false;
  /** A new round draws a new widget: a solved one stays "verified" after its solution was spent. */
  captchaRound = 0;
  private solution: string | null = null;
  private waiting: ((proof: LeadProof) => void) | null = null;

  constructor(
    private readonly openForm: OpenForm,
    private readonly now: () => number = () => Date.now(),
  ) {
    makeAutoObservable<this, 'openForm' | 'now' | 'waiting'>(
      this,
      { openForm: false, now: false, waiting: false },
      { autoBind: true },
    );
  }

  /** A form opens: a fresh stamp; nothing asked yet. */
  open = flow(function* (this: LeadFormGuard) {
    this.formStamp = undefined;
    this.stampedAt = undefined;
    this.captchaAsked = false;
    this.solution = null;
    this.waiting = null;
    const stamped = (yield this.openForm()) as Result<{ formStamp: string }, DomainError>;
    if (!stamped.ok) return;
    this.formStamp = stamped.value.formStamp;
    this.stampedAt = this.now();
  });

  /** Whether the service would want the proof of work for a lead sent now. */
  get captchaNeededNow(): boolean {
    return this.stampedAt === undefined || this.now() - this.stampedAt < MIN_FILL_MS;
  }

  /** What to send with the lead: at once when the service will take it, else once the captcha is solved. */
  proof(): Promise<LeadProof> {
    if (this.solution !== null) return Promise.resolve(this.spend());
    if (!this.captchaAsked && !this.captchaNeededNow) return Promise.resolve(this.stamp());
    this.ask();
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  /** The service answered CAPTCHA_REQUIRED anyway: the next proof waits for a solution. */
  ask(): void {
    this.captchaAsked = true;
  }

  /** The widget's solution (null when it expired or failed): a lead waiting for it leaves now. */
  setCaptchaToken(token: string | null): void {
    this.solution = token;
    if (token === null || !this.waiting) return;
    const resume = this.waiting;
    this.waiting = null;
    resume(this.spend());
  }

  /** A lead is waiting for the captcha (the form says so and keeps its button busy). */
  get awaitingCaptcha(): boolean {
    return this.captchaAsked && this.solution === null;
  }

  private stamp(): LeadProof {
    return this.formStamp ? { formStamp: this.formStamp } : {};
  }

  private spend(): LeadProof {
    const captcha = this.solution ?? undefined;
    this.solution = null;
    // Spent: should this form send again (a field the service refused), a fresh widget solves anew.
    this.captchaRound++;
    return { ...this.stamp(), ...(captcha ? { captcha } : {}) };
  }
}
