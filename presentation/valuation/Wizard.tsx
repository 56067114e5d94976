import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { formatMoney } from '#domain/portal/MoneyFormat';
import { rulesFor } from '#domain/valuation/fieldRules';
import {
  AMENITIES,
  CONDITIONS,
  PROPERTY_TYPES,
  type PropertyFields,
  SELLING_INTENTS,
} from '#domain/valuation/Property';
import { WIZARD_STEPS } from '#domain/valuation/wizardSteps';
import { CaptchaWidget } from '#presentation/shared/captcha';
import { TextField } from '#presentation/shared/forms/TextField';
import { useT } from '#presentation/shared/i18n';
import { Button, Modal } from '#presentation/shared/ui';
import { AddressStep } from './AddressStep';
import { playConfetti } from './confetti';
import { ValuationResult } from './ValuationResult';
import styles from './Wizard.module.css';
import type { WizardViewModel } from './WizardViewModel';

/** A catalogue key segment for an option (Semi-detachedHouse → SemiDetachedHouse). */
const keySegment = (option: string) => option.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

const num = (value: string): number | undefined => (value.trim() === '' ? undefined : Number(value));

/**
 * The wizard's frame: progress, the step's form, the modals. The view-model is the form's one
 * source of truth (its fields, its rule-table errors, touched and tried): the inputs only send it
 * changes, so what the form shows is what the view-model saves and what its unit tests read.
 */
export const Wizard = observer(function Wizard({ wizard, tileUrl }: { wizard: WizardViewModel; tileUrl?: string }) {
  const t = useT();
  const { requestContext } = usePageContext();
  const step = wizard.step;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [step]);
  useEffect(() => {
    if (wizard.outcome.kind === 'valued') playConfetti();
  }, [wizard.outcome.kind]);

  const errorOf = (path: string): string | undefined => {
    const error = wizard.errorOf(path);
    return error && t(error.message, error.values);
  };
  const set = (changes: PropertyFields) => wizard.change(changes);
  const rules = rulesFor(wizard.country);

  if (wizard.outcome.kind === 'valued' && wizard.property)
    return <ValuationResult property={wizard.property} justValued />;

  const choice = (name: keyof PropertyFields, options: readonly string[], labelPrefix: string) => (
    <fieldset className={styles.choices}>
      <legend className={styles.visuallyHidden}>{t(`Valuation.Wizard.Step.${step}`)}</legend>
      {options.map((option) => (
        <label key={option} className={styles.choice} data-checked={wizard.fields[name] === option}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={wizard.fields[name] === option}
            onChange={() => set({ [name]: option })}
          />
          <span>{t(`${labelPrefix}.${keySegment(option)}`)}</span>
        </label>
      ))}
      {errorOf(name) && (
        <p className={styles.error} role="alert">
          {errorOf(name)}
        </p>
      )}
    </fieldset>
  );
  const numberField = (
    path: string,
    label: string,
    value: number | undefined,
    change: (v?: number) => void,
    extra = {},
  ) => (
    <TextField
      key={path}
      label={label}
      name={path}
      type="number"
      inputMode="decimal"
      value={value ?? ''}
      onChange={(event) => change(num(event.target.value))}
      onBlur={() => wizard.touch(path)}
      error={errorOf(path)}
      {...extra}
    />
  );

  const body = () => {
    const v = wizard.fields;
    switch (step) {
      case 'address':
        return <AddressStep fields={v} tileUrl={tileUrl} errorOf={errorOf} onChange={set} />;
      case 'type':
        return choice('propertyType', PROPERTY_TYPES, 'Valuation.PropertyType');
      case 'subtype':
        return choice(
          'propertySubType',
          (v.propertyType && rules?.subtypes[v.propertyType]) || [],
          'Valuation.SubType',
        );
      case 'rooms':
        return (
          <div className={styles.counts}>
            {rules?.rooms !== 'disabled' &&
              numberField(
                'numberOf.rooms',
                t('Valuation.Wizard.Rooms'),
                v.numberOf?.rooms,
                (rooms) => set({ numberOf: { rooms } }),
                {
                  step: rules?.rooms.step ?? 1,
                  min: rules?.rooms.min,
                  max: rules?.rooms.max,
                },
              )}
            {numberField('numberOf.bedrooms', t('Valuation.Wizard.Bedrooms'), v.numberOf?.bedrooms, (bedrooms) =>
              set({ numberOf: { bedrooms } }),
            )}
            {numberField('numberOf.bathrooms', t('Valuation.Wizard.Bathrooms'), v.numberOf?.bathrooms, (bathrooms) =>
              set({ numberOf: { bathrooms } }),
            )}
          </div>
        );
      case 'areas':
        return (
          <div className={styles.row}>
            {numberField(
              'area.living',
              t('Valuation.Wizard.LivingArea'),
              v.area?.living,
              (living) => set({ area: { living } }),
              { step: 0.01 },
            )}
            {numberField(
              'area.land',
              v.propertyType === 'House' ? t('Valuation.Wizard.LandAreaRequired') : t('Valuation.Wizard.LandArea'),
              v.area?.land,
              (land) => set({ area: { land } }),
              { step: 0.01 },
            )}
          </div>
        );
      case 'amenities': {
        const offered = v.propertyType ? (rules?.amenities[v.propertyType] ?? AMENITIES) : AMENITIES;
        const chosen = v.amenities ?? [];
        return (
          <fieldset className={styles.choices}>
            <legend className={styles.visuallyHidden}>{t('Valuation.Wizard.Step.amenities')}</legend>
            {offered.map((amenity) => (
              <label key={amenity} className={styles.choice} data-checked={chosen.includes(amenity)}>
                <input
                  type="checkbox"
                  name="amenities"
                  value={amenity}
                  checked={chosen.includes(amenity)}
                  onChange={(event) =>
                    set({
                      amenities: event.target.checked ? [...chosen, amenity] : chosen.filter((a) => a !== amenity),
                    })
                  }
                />
                <span>{t(`Valuation.Amenity.${amenity}`)}</span>
              </label>
            ))}
          </fieldset>
        );
      }
      case 'year':
        return numberField(
          'constructionYear',
          t('Valuation.Wizard.ConstructionYear'),
          v.constructionYear,
          (constructionYear) => set({ constructionYear }),
          {
            maxLength: 4,
            inputMode: 'numeric',
          },
        );
      case 'condition':
        return choice('condition', CONDITIONS, 'Valuation.Condition');
      case 'saletiming':
        return choice('sellingIntent', SELLING_INTENTS, 'Valuation.SellingIntent');
      case 'saleprice':
        return numberField(
          'price.expected',
          t('Valuation.Wizard.ExpectedPrice', { currency: wizard.currency }),
          v.price?.expected,
          (expected) => set({ price: { expected, currency: wizard.currency } }),
          {
            step: 1000,
            // The amount as the owner reads a price ("1.200.000 CHF"), under the bare digits they type.
            hint:
              v.price?.expected && v.price.expected > 0
                ? formatMoney(v.price.expected, wizard.currency, requestContext.culture)
                : undefined,
          },
        );
      default: {
        const userStep = step;
        return (
          <TextField
            label={t(`Valuation.Wizard.User.${userStep}`)}
            name={userStep}
            type={userStep === 'email' ? 'email' : userStep === 'phone' ? 'tel' : 'text'}
            autoComplete={userStep === 'email' ? 'email' : userStep === 'phone' ? 'tel' : 'name'}
            value={wizard.user[userStep] ?? ''}
            onChange={(event) => wizard.changeUser({ [userStep]: event.target.value })}
            error={errorOf(userStep)}
          />
        );
      }
    }
  };

  return (
    <div className={styles.wizard}>
      <div className={styles.progress} aria-hidden="true">
        <span style={{ width: `${wizard.progress}%` }} />
      </div>
      <p className={styles.stepCount}>
        {t('Valuation.Wizard.StepCount', { step: wizard.stepIndex + 1, total: WIZARD_STEPS.length })}
      </p>
      <form
        className={styles.card}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void wizard.submit();
        }}
        data-testid="wizard-step"
        data-step={step}
      >
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {t(`Valuation.Wizard.Step.${step}`)}
        </h1>
        <p className={styles.lead}>{t(`Valuation.Wizard.Lead.${step}`)}</p>
        {body()}
        {wizard.serverError?.field === 'form' && (
          <p className={styles.error} role="alert">
            {t(wizard.serverError.message)}
          </p>
        )}
        {wizard.outcome.kind === 'postponed' && (
          <p className={styles.notice} role="status" data-testid="valuation-postponed">
            {t('Valuation.Form.Messages.Postponed')}
          </p>
        )}
        {wizard.outcome.kind === 'invalid' && (
          <p className={styles.error} role="alert">
            {t('Valuation.Form.Messages.Invalid')}
          </p>
        )}
        {wizard.outcome.kind === 'failed' && (
          <p className={styles.error} role="alert">
            {t('Valuation.Form.Messages.Failure')}
          </p>
        )}
        <div className={styles.actions}>
          {wizard.stepIndex > 0 && (
            <Button type="button" variant="ghost" onClick={() => wizard.back()}>
              {t('General.Back')}
            </Button>
          )}
          <Button type="submit" disabled={wizard.saving} data-testid="wizard-next">
            {wizard.isLastStep ? t('Valuation.Wizard.GetEstimate') : t('General.Next')}
          </Button>
        </div>
      </form>
      <CaptchaModal wizard={wizard} />
      <Modal open={wizard.rateLimitOpen} onClose={() => wizard.closeRateLimit()} title={t('Valuation.RateLimit.Title')}>
        <p data-testid="rate-limit-modal">{t('Valuation.RateLimit.Text')}</p>
      </Modal>
    </div>
  );
});

/** The captcha before the valuation (document 002 §1 "protected by a captcha"). */
const CaptchaModal = observer(function CaptchaModal({ wizard }: { wizard: WizardViewModel }) {
  const t = useT();
  const [token, setToken] = useState<string | null>(null);
  return (
    <Modal
      open={wizard.captchaOpen}
      onClose={() => wizard.closeCaptcha()}
      title={t('Valuation.Captcha.Title')}
      footer={
        <Button
          type="button"
          disabled={!token || wizard.saving}
          onClick={() => token && void wizard.valuate(token)}
          data-testid="captcha-valuate"
        >
          {t('Valuation.Wizard.GetEstimate')}
        </Button>
      }
    >
      <p>{t('Valuation.Captcha.Text')}</p>
      {wizard.captchaOpen && <CaptchaWidget onToken={setToken} autoSolve />}
    </Modal>
  );
});
