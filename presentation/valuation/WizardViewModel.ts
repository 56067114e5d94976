import { flow, makeAutoObservable } from 'mobx';
import type { ValuationCaller } from '#application/valuation/calls';
import type { CreatePropertyHandler } from '#application/valuation/commands/CreateProperty';
import type { PatchPropertyHandler } from '#application/valuation/commands/PatchProperty';
import type { ValuatePropertyHandler } from '#application/valuation/commands/ValuateProperty';
import type { GetPropertyHandler } from '#application/valuation/queries/GetProperty';
import type { Notification } from '#domain/portal/Toasts';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { type FieldError, rulesFor, validateFields, CREATABLE_COUNTRIES } from '#domain/valuation/fieldRules';
import { validateWizardUser } from '#domain/valuation/userRules';
import {
  isValuationComplete,
  type Property,
  type PropertyFields,
  type ValuationOrigin,
} from '#domain/valuation/Property';
import { formFields } from '#domain/valuation/propertySaves';
import {
  applyStep,
  isUserStep,
  nextStep,
  offeredFields,
  previousStep,
  startingStep,
  stepChanges,
  type PropertyStep,
  type WizardStep,
  type WizardUser,
  WIZARD_STEPS,
} from '#domain/valuation/wizardSteps';

/** Saves the user's details (user steps): PATCH of the profile's details through the accounts service. */
export type SaveUser = (user: WizardUser) => Promise<Result<unknown, DomainError>>;

/** The valuation use cases the wizard calls (document 002 §7), as the container resolves their tokens. */
export interface WizardUseCases {
  getProperty: Pick<GetPropertyHandler, 'execute'>;
  createProperty: Pick<CreatePropertyHandler, 'execute'>;
  patchProperty: Pick<PatchPropertyHandler, 'execute'>;
  valuateProperty: Pick<ValuatePropertyHandler, 'execute'>;
}

export interface WizardStart {
  propertyId?: number;
  step?: WizardStep;
  origin: ValuationOrigin;
  referer?: string;
  agentId?: number;
  /** A place chosen before (the wizard started with a place): its city, country and coordinates. */
  location?: PropertyFields['location'];
}

/** Shows a toast (the shell's notifications). */
export type Notify = (notification: Notification) => void;

/** Document 002 §8: "Other errors | toast kind error 'Valuation.Form.Messages.Failure'". */
export const VALUATION_FAILURE = 'Valuation.Form.Messages.Failure';

/** What the page shows after a valuate call (document 002 §8). */
export type ValuationOutcome =
  | { kind: 'none' }
  | { kind: 'valued' }
  | { kind: 'postponed' }
  | { kind: 'rateLimited' }
  | { kind: 'invalid'; field?: string }
  | { kind: 'failed' };

/**
 * The valuation wizard (document 002 §4): the steps in the document's order, starting at the
 * first with a missing required field; each property step's save creates the property (first
 * save) or patches it; user steps save the user's details; the last step records consent and asks
 * for the valuation behind the captcha. Answers: 424 postponed, 429 rate-limit modal (the captcha
 * modal closes), 422 invalid, others the failure toast; success plays the confetti.
 */
export class WizardViewModel {
  property: Property | undefined = undefined;
  fields: PropertyFields = {};
  user: WizardUser = {};
  step: WizardStep = 'address';
  saving = false;
  loading = false;
  serverError: FieldError | undefined = undefined;
  captchaOpen = false;
  rateLimitOpen = false;
  outcome: ValuationOutcome = { kind: 'none' };
  loadFailed = false;
  /** The visitor pressed Next on this step: its errors show from then on, not before anything is typed. */
  attempted = false;
  /** The step's fields the visitor has left (blurred): their errors show before Next is pressed. */
  touched: readonly string[] = [];

  constructor(
    private readonly useCases: WizardUseCases,
    private readonly caller: ValuationCaller,
    private readonly saveUser: SaveUser,
    private readonly start: WizardStart,
    initialUser: WizardUser,
    private readonly onStepChange: (propertyId: number, step: WizardStep) => void = () => undefined,
    private readonly notify: Notify = () => undefined,
  ) {
    this.user = { ...initialUser };
    this.fields = { location: { ...start.location } };
    makeAutoObservable<this, 'useCases' | 'caller' | 'saveUser' | 'start' | 'onStepChange' | 'notify'>(
      this,
      { useCases: false, caller: false, saveUser: false, start: false, onStepChange: false, notify: false },
      { autoBind: true },
    );
  }

  get stepIndex(): number {
    return WIZARD_STEPS.indexOf(this.step);
  }

  get progress(): number {
    return Math.round(((this.stepIndex + 1) / WIZARD_STEPS.length) * 100);
  }

  get country(): string | undefined {
    return this.fields.location?.countryISO;
  }

  get currency(): string {
    return rulesFor(this.country)?.currency ?? 'EUR';
  }

  get isLastStep(): boolean {
    return nextStep(this.step) === undefined;
  }

  get valued(): boolean {
    return !!this.property && isValuationComplete(this.property);
  }

  /** Loads the property of /my-properties/{id}/step/{step}; without a step, the document's starting step. */
  load = flow(function* load(this: WizardViewModel) {
    // A new property starts at the address: nothing is stored before its first save.
    if (this.start.propertyId === undefined) return;
    this.loading = true;
    const result: Result<Property, DomainError> = yield this.useCases.getProperty.execute({
      id: this.start.propertyId,
      caller: this.caller,
    });
    this.loading = false;
    if (!result.ok) {
      this.loadFailed = true;
      return;
    }
    this.property = result.value;
    this.fields = formFields(result.value);
    this.step = this.start.step ?? startingStep(this.fields, this.user) ?? 'phone';
  });

  /**
   * The form's input: the one place the wizard's fields change. Document 002 §4's consequences of
   * an answer (a new type resets the subtype) are the domain's applyStep.
   */
  change(changes: PropertyFields): void {
    this.fields = applyStep(this.fields, changes);
    this.serverError = undefined;
  }

  /** The visitor left a field: its error may show. */
  touch(path: string): void {
    if (!this.touched.includes(path)) this.touched = [...this.touched, path];
  }

  /** The error a field shows: the service's refusal, else the rule table's once touched or after Next. */
  errorOf(path: string): FieldError | undefined {
    if (this.serverError?.field === path) return this.serverError;
    if (!this.attempted && !this.touched.includes(path)) return undefined;
    return this.stepErrors.find((error) => error.field === path);
  }

  changeUser(changes: WizardUser): void {
    this.user = { ...this.user, ...changes };
  }

  back(): void {
    const previous = previousStep(this.step);
    if (previous) this.goTo(previous);
  }

  /** Next was pressed: the step's errors may show. */
  attempt(): void {
    this.attempted = true;
  }

  private goTo(step: WizardStep): void {
    this.step = step;
    this.attempted = false;
    this.touched = [];
    if (this.property) this.onStepChange(this.property.id, step);
  }

  /** The current step's failures by the rule table (what the form shows before any call). */
  get stepErrors(): FieldError[] {
    if (isUserStep(this.step)) return validateWizardUser(this.user, this.step, this.country);
    return validateFields(this.fields, offeredFields(this.step as PropertyStep, this.fields), {
      creatableCountries: CREATABLE_COUNTRIES,
    });
  }

  /** Saves the step (document 002 §4 "Submitting a step saves the property"), then moves on or asks for the valuation. */
  submit = flow(function* submit(this: WizardViewModel) {
    if (this.saving) return;
    this.attempted = true;
    this.serverError = undefined;
    // Document 002 §5: a step whose fields break a rule is not saved; its errors show instead.
    if (this.stepErrors.length > 0) return;
    this.saving = true;
    try {
      const saved: Result<Property | unknown, DomainError> = isUserStep(this.step)
        ? yield this.saveUser(this.user)
        : yield this.saveProperty();
      if (!saved.ok) {
        this.failStep(saved.error);
        return;
      }
      if (!isUserStep(this.step)) this.property = saved.value as Property;
      const next = nextStep(this.step);
      if (next) this.goTo(next);
      else this.captchaOpen = true;
    } finally {
      this.saving = false;
    }
  });

  /**
   * A step that could not be saved always says so: a refused value of one of the step's own fields
   * beside that field; any other failure as the document's failure message and toast (document 002
   * §8: "Other errors | toast kind error 'Valuation.Form.Messages.Failure'").
   */
  private failStep(error: DomainError): void {
    const ownFields: string[] = isUserStep(this.step)
      ? [this.step]
      : offeredFields(this.step as PropertyStep, this.fields);
    const field = isUserStep(this.step) ? this.step : error.field;
    if (error.kind === 'INVALID' && field && ownFields.includes(field)) {
      this.serverError = { field, message: error.message, values: error.values as FieldError['values'] };
      return;
    }
    this.serverError = { field: 'form', message: VALUATION_FAILURE };
    this.notify({ id: `valuation-step-${this.step}`, kind: 'error', message: VALUATION_FAILURE });
  }

  /** Document 002 §4: "created on the first save, patched afterwards" (the use cases hold what creation implies). */
  private saveProperty(): Promise<Result<Property, DomainError>> {
    if (!this.property)
      return this.useCases.createProperty.execute({
        draft: {
          ...this.fields,
          portalId: this.caller.portalId,
          origin: this.start.origin,
          referer: this.start.referer,
          // Document 002 §4: "Agent-profile origin: the agent is pre-selected".
          selectedAgents: this.start.agentId ? [{ userId: this.start.agentId }] : undefined,
        },
        caller: this.caller,
      });
    return this.useCases.patchProperty.execute({
      id: this.property.id,
      patch: stepChanges(this.step as PropertyStep, this.fields),
      caller: this.caller,
    });
  }

  closeCaptcha(): void {
    this.captchaOpen = false;
  }

  closeRateLimit(): void {
    this.rateLimitOpen = false;
  }

  /** The last step: consent recorded, then the valuation with the captcha's token. */
  valuate = flow(function* valuate(this: WizardViewModel, captchaToken: string) {
    if (!this.property) return;
    this.saving = true;
    try {
      const consent: Result<Property, DomainError> = yield this.useCases.patchProperty.execute({
        id: this.property.id,
        patch: { consentGiven: true },
        caller: this.caller,
      });
      if (consent.ok) this.property = consent.value;
      const result: Result<Property, DomainError> = yield this.useCases.valuateProperty.execute({
        id: this.property.id,
        caller: this.caller,
        captchaToken,
      });
      if (result.ok) {
        this.property = result.value;
        this.captchaOpen = false;
        this.outcome = { kind: 'valued' };
        return;
      }
      const kind = result.error.kind;
      if (kind === 'TOO_MANY_REQUESTS') {
        // Document 002 §4: "the rate-limit modal opens and any open captcha modal closes".
        this.captchaOpen = false;
        this.rateLimitOpen = true;
        this.outcome = { kind: 'rateLimited' };
      } else if (kind === 'FAILED_DEPENDENCY') {
        this.captchaOpen = false;
        this.property = { ...this.property, isValuationPostponed: true };
        this.outcome = { kind: 'postponed' };
      } else if (kind === 'UNPROCESSABLE') {
        this.captchaOpen = false;
        this.outcome = { kind: 'invalid', field: result.error.field };
      } else {
        this.outcome = { kind: 'failed' };
        this.notify({ id: 'valuation-valuate', kind: 'error', message: VALUATION_FAILURE });
      }
    } finally {
      this.saving = false;
    }
  });
}
