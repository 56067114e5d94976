import { observer } from 'mobx-react-lite';
import { type ReactNode, useId } from 'react';
import { MORTGAGE_LENGTHS, type MortgageLength } from '#domain/financing/mortgageRules';
import { formatMoney } from '#domain/portal/MoneyFormat';
import { formatNumber } from '#domain/portal/NumberFormat';
import { MoneyInput } from '#presentation/shared/forms/MoneyInput';
import { T, useIntl, useT } from '#presentation/shared/i18n';
import { Button, Select } from '#presentation/shared/ui';
import { LazyFinancingLeadModal } from '../lead/LazyFinancingLeadModal';
import type { FinancingLeadViewModel } from '../lead/FinancingLeadViewModel';
import { MortgageDetailsModal } from './MortgageDetailsModal';
import type { MortgageCalculatorViewModel } from './MortgageCalculatorViewModel';
import { MortgageQuoteModal } from './MortgageQuoteModal';
import styles from './MortgageCalculator.module.css';

const chf = (amount: number, locale: string) => formatMoney(amount, 'CHF', locale);

/**
 * The calculator: own funds, gross income and length in; the monthly cost broken down and the
 * affordability ratio against its one-third threshold out; the detailed calculation and the quote
 * in their modals. The heading is an h2 on a listing and as a content page's module.
 */
export const MortgageCalculator = observer(function MortgageCalculator({
  calculator,
  lead,
  title,
  intro,
}: {
  calculator: MortgageCalculatorViewModel;
  /** The mortgage lead modal's form (document 001 §2 "mortgage lead modal"). */
  lead: FinancingLeadViewModel;
  title?: string;
  /** A content page's text under the heading (the mortgage lead module). */
  intro?: ReactNode;
}) {
  const t = useT();
  const { locale } = useIntl();
  const headingId = useId();
  const ownFundsId = useId();
  const incomeId = useId();
  const estimate = calculator.estimate;
  const verdict = calculator.verdict;
  return (
    <section aria-labelledby={headingId} className={styles.calculator} data-testid="mortgage-calculator">
      <div className={styles.head}>
        <h2 id={headingId}>{title ?? t('Financing.Mortgage.Title')}</h2>
        {intro && <p className={styles.intro}>{intro}</p>}
        <p className={styles.price}>
          <T id="Financing.Mortgage.PurchasePrice" values={{ price: chf(calculator.purchasePrice, locale) }} />
        </p>
      </div>
      <div className={styles.inputs}>
        <div className={styles.field}>
          <label htmlFor={ownFundsId}>
            <T id="Financing.Mortgage.OwnFunds" />
          </label>
          <div className={styles.money}>
            <span aria-hidden="true">CHF</span>
            <MoneyInput
              id={ownFundsId}
              locale={locale}
              value={calculator.ownFunds}
              onValueChange={(value) => calculator.setOwnFunds(value ?? 0)}
              data-testid="mortgage-own-funds"
            />
          </div>
          {estimate && !estimate.ownFundsSufficient && (
            <p className={styles.warning} role="status">
              <T id="Financing.Mortgage.OwnFundsTooLow" values={{ amount: chf(estimate.minOwnFunds, locale) }} />
            </p>
          )}
        </div>
        <div className={styles.field}>
          <label htmlFor={incomeId}>
            <T id="Financing.Mortgage.GrossAnnualIncome" />
          </label>
          <div className={styles.money}>
            <span aria-hidden="true">CHF</span>
            <MoneyInput
              id={incomeId}
              locale={locale}
              value={calculator.grossAnnualIncome}
              onValueChange={(value) => calculator.setGrossAnnualIncome(value ?? 0)}
              data-testid="mortgage-income"
            />
          </div>
        </div>
        <Select
          label={t('Financing.Mortgage.Length')}
          value={calculator.length}
          onChange={(event) => calculator.setLength(Number(event.target.value) as MortgageLength)}
          data-testid="mortgage-length"
        >
          {MORTGAGE_LENGTHS.map((years) => (
            <option key={years} value={years}>
              {t('Financing.Mortgage.Years', { years })}
            </option>
          ))}
        </Select>
      </div>

      <div className={styles.results} aria-live="polite" aria-busy={calculator.calculating}>
        {estimate ? (
          <>
            <div className={styles.monthly}>
              <p className={styles.monthlyLabel}>
                <T id="Financing.Mortgage.MonthlyCost" />
              </p>
              <p className={styles.monthlyAmount} data-testid="mortgage-monthly-total">
                {chf(estimate.monthlyTotal, locale)}
              </p>
              <dl className={styles.breakdown}>
                <div>
                  <dt>
                    <T
                      id="Financing.Mortgage.MonthlyInterest"
                      values={{ rate: formatNumber(estimate.interestRate, locale) }}
                    />
                  </dt>
                  <dd>{chf(estimate.monthlyInterest, locale)}</dd>
                </div>
                <div>
                  <dt>
                    <T id="Financing.Mortgage.MonthlyAmortization" />
                  </dt>
                  <dd>{chf(estimate.monthlyAmortization, locale)}</dd>
                </div>
                <div>
                  <dt>
                    <T id="Financing.Mortgage.MonthlyMaintenance" />
                  </dt>
                  <dd>{chf(estimate.monthlyMaintenance, locale)}</dd>
                </div>
              </dl>
            </div>
            {calculator.incomeGiven ? (
              <div className={styles.affordability} data-verdict={verdict} data-testid="mortgage-affordability">
                <p className={styles.ratioLine}>
                  <span>
                    <T id="Financing.Mortgage.Affordability" />
                  </span>
                  <strong data-testid="mortgage-ratio">
                    {`${formatNumber(estimate.finmaRatios.affordability, locale, 1)}\u00a0%`}
                  </strong>
                </p>
                <div
                  className={styles.bar}
                  role="meter"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={calculator.ratioFill}
                  aria-label={t('Financing.Mortgage.Affordability')}
                >
                  <span className={styles.fill} style={{ width: `${calculator.ratioFill}%` }} />
                  <span
                    className={styles.threshold}
                    style={{ left: `${estimate.maxAffordabilityRatio}%` }}
                    aria-hidden="true"
                  />
                </div>
                <p className={styles.verdict}>
                  {verdict === 'over' ? (
                    <T
                      id="Financing.Mortgage.Verdict.Over"
                      values={{ income: chf(estimate.requiredGrossAnnualIncome, locale) }}
                    />
                  ) : (
                    <T id="Financing.Mortgage.Verdict.Ok" />
                  )}
                </p>
                <p className={styles.threshold_text}>
                  <T
                    id="Financing.Mortgage.Threshold"
                    values={{ threshold: formatNumber(estimate.maxAffordabilityRatio, locale, 1) }}
                  />
                </p>
              </div>
            ) : (
              // No verdict on an income the visitor did not give: what a lender would ask for instead.
              <div className={styles.affordability} data-testid="mortgage-affordability">
                <p className={styles.verdict} data-testid="mortgage-income-needed">
                  <T
                    id="Financing.Mortgage.IncomeNeeded"
                    values={{ income: chf(calculator.requiredIncome ?? estimate.requiredGrossAnnualIncome, locale) }}
                  />
                </p>
              </div>
            )}
          </>
        ) : (
          <p className={styles.placeholder}>
            {calculator.failed ? (
              <T id="ItemDetails.Mortgage.Calculator.Request.Error" />
            ) : (
              <T id="Financing.Mortgage.Calculating" />
            )}
          </p>
        )}
      </div>

      <div className={styles.actions}>
        <Button
          variant="accent"
          onClick={() => calculator.openQuote()}
          disabled={!estimate || !calculator.incomeGiven}
          data-testid="mortgage-quote-open"
        >
          <T id="Financing.Mortgage.Quote.Open" />
        </Button>
        <Button
          variant="secondary"
          onClick={() => calculator.openDetails()}
          disabled={!estimate}
          data-testid="mortgage-details-open"
        >
          <T id="Financing.Mortgage.Details.Open" />
        </Button>
        <Button variant="ghost" onClick={() => lead.show()} data-testid="mortgage-lead-open">
          <T id="Financing.Mortgage.Lead.Open" />
        </Button>
      </div>
      {calculator.latestQuote && (
        <p className={styles.latest} data-testid="mortgage-latest-quote-line">
          <T
            id="Financing.Mortgage.Quote.LatestLine"
            values={{
              date: new Date(calculator.latestQuote.creationDate),
              monthly: chf(calculator.latestQuote.estimate.monthlyTotal, locale),
            }}
          />
        </p>
      )}
      <MortgageDetailsModal calculator={calculator} />
      <MortgageQuoteModal calculator={calculator} />
      <LazyFinancingLeadModal
        lead={lead}
        title={t('Financing.Mortgage.Lead.Title')}
        intro={<T id="Financing.Mortgage.Lead.Intro" />}
        testId="mortgage-lead"
      />
    </section>
  );
});
