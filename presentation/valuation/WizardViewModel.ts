import { flow, makeAutoObservable } from 'mobx';
import type { UpdateOwnProfileHandler } from '#application/identity/commands/UpdateOwnProfile';
import type { ValuationCaller } from '#application/valuation/calls';
import type { CreatePropertyHandler } from '#application/valuation/commands/CreateProperty';
import type { PatchPropertyHandler } from '#application/valuation/commands/PatchProperty';
import type { ValuatePropertyHandler } from '#application/valuation/commands/ValuateProperty';
import type { GetPropertyHandler } from '#application/valuation/queries/GetProperty';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { type FieldError, rulesFor, validateFields, CREATABLE_COUNTRIES } from '#domain/valuation/fieldRules';
import { validateWizardUser } from '#domain/valuation/userRules';
import { isValuationComplete, type Property, type PropertyFields } from '#domain/valuation/Property';
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
import type { NotificationsViewModel } from '#presentation/shared/shell/NotificationsViewModel';
import { refusedValuation, VALUATION_FAILURE, type ValuationOutcome } from './valuationOutcome';
import type { WizardStart } from './wizardStart';

/** The valuation use cases the wizard calls (document 002 §7), as the container resolves their tokens. */
export interface WizardUseCases {
  getProperty: Pick<GetPropertyHandler, 'execute'>;
  createProperty: Pick<CreatePropertyHandler, 'execute'>;
  patchProperty: Pick<PatchPropertyHandler, 'execute'>;
  valuateProperty: Pick<ValuatePropertyHandler, 'execute'>;
}

/** What the wizard runs on: the valuation use cases, the visitor's own profile (user steps), the toasts. */
export interface WizardDependencies extends WizardUseCases {
  /** User steps save the user's details: PATCH of the profile's details through the accounts service. */
  updateOwnProfile: Pick<UpdateOwnProfileHandler, 'execute'>;
  notifications: Pick<NotificationsViewModel, 'notify'>;
}

/** What is the page's own: who asks, where the wizard starts, the user as the page knew them. */
export interface WizardArgs {
  caller: ValuationCaller;
  start: WizardStart;
  user: WizardUser;
  /** The visitor's profile as the page knew it; null when none was born yet (the first save bears it). */
  profileId: number | null;
  /** The step's URL follows the wizard (the page keeps the address bar). */
  onStepChange?: (propertyId: number, step: WizardStep) => void;
}

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
    private readonly useCases: WizardDependencies,
    private readonly args: WizardArgs,
  ) {
    this.user = { ...args.user };
    this.fields = { location: { ...args.start.location } };
    makeAutoObservable<this, 'useCases' | 'args'>(this, { useCases: false, args: false }, { autoBind: true });
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
    if (this.args.start.propertyId === undefined) return;
    this.loading = true;
    const result = (yield this.useCases.getProperty.execute({
      id: this.args.start.propertyId,
      caller: this.args.caller,
    })) as Result<Property, DomainError>;
    this.loading = false;
    if (!result.ok) {
      this.loadFailed = true;
      return;
    }
    this.property = result.value;
    this.fields = formFields(result.value);
    this.step = this.args.start.step ?? startingStep(this.fields, this.user) ?? 'phone';
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
    if (this.property) this.args.onStepChange?.(this.property.id, step);
  }

  /** The current step's failures by the rule table (what the form shows before any call). */
  get stepErrors(): FieldError[] {
    if (isUserStep(this.step)) return validateWizardUser(this.user, this.step, this.country);
    return validateFields(this.fields, offeredFields(this.step, this.fields), {
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
      const saved = (
        isUserStep(this.step)
          ? yield this.useCases.updateOwnProfile.execute({ profileId: this.args.profileId, details: this.user })
          : yield this.saveProperty()
      ) as Result<unknown, DomainError>;
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
    const ownFields: string[] = isUserStep(this.step) ? [this.step] : offeredFields(this.step, this.fields);
    const field = isUserStep(this.step) ? this.step : error.field;
    if (error.kind === 'INVALID' && field && ownFields.includes(field)) {
      this.serverError = { field, message: error.message, values: error.values };
      return;
    }
    this.serverError = { field: 'form', message: VALUATION_FAILURE };
    this.useCases.notifications.notify({
      id: `valuation-step-${this.step}`,
      kind: 'error',
      message: VALUATION_FAILURE,
    });
  }

  /** Document 002 §4: "created on the first save, patched afterwards" (the use cases hold what creation implies). */
  private saveProperty(): Promise<Result<Property, DomainError>> {
    if (!this.property)
      return this.useCases.createProperty.execute({
        draft: {
          ...this.fields,
          portalId: this.args.caller.portalId,
          origin: this.args.start.origin,
          referer: this.args.start.referer,
          // Document 002 §4: "Agent-profile origin: the agent is pre-selected".
          selectedAgents: this.args.start.agentId ? [{ userId: this.args.start.agentId }] : undefined,
        },
        caller: this.args.caller,
      });
    return this.useCases.patchProperty.execute({
      id: this.property.id,
      patch: stepChanges(this.step as PropertyStep, this.fields),
      caller: this.args.caller,
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
      const consent = (yield this.useCases.patchProperty.execute({
        id: this.property.id,
        patch: { consentGiven: true },
        caller: this.args.caller,
      })) as Result<Property, DomainError>;
      if (consent.ok) this.property = consent.value;
      const result = (yield this.useCases.valuateProperty.execute({
        id: this.property.id,
        caller: this.args.caller,
        captchaToken,
      })) as Result<Property, DomainError>;
      if (result.ok) {
        this.property = result.value;
        this.captchaOpen = false;
        this.outcome = { kind: 'valued' };
        return;
      }
      this.outcome = refusedValuation(result.error);
      if (this.outcome.kind === 'failed')
        this.useCases.notifications.notify({ id: 'valuation-valuate', kind: 'error', message: VALUATION_FAILURE });
      else this.captchaOpen = false;
      // Document 002 §4: "the rate-limit modal opens and any open captcha modal closes".
      if (this.outcome.kind === 'rateLimited') this.rateLimitOpen = true;
      if (this.outcome.kind === 'postponed') this.property = { ...this.property, isValuationPostponed: true };
    } finally {
      this.saving = false;
    }
  });
}
