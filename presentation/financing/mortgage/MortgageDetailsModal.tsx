import { observer } from 'mobx-react-lite';
import { NOTARY_FEE_RATE } from '#domain/financing/mortgageRules';
import { formatMoney } from '#domain/portal/MoneyFormat';
import { formatNumber } from '#domain/portal/NumberFormat';
import { T, useIntl, useT } from '#presentation/shared/i18n';
import { Modal } from '#presentation/shared/ui';
import type { MortgageCalculatorViewModel } from './MortgageCalculatorViewModel';
import styles from './MortgageCalculator.module.css';

/** The detailed calculation: every estimate field of document 001 §3, the FINMA ratios and how they are reckoned. */
export const MortgageDetailsModal = observer(function MortgageDetailsModal({
  calculator,
}: {
  calculator: MortgageCalculatorViewModel;
}) {
  const t = useT();
  const { locale } = useIntl();
  const estimate = calculator.estimate;
  const chf = (amount: number) => formatMoney(amount, 'CHF', locale);
  const pct = (value: number) => `${formatNumber(value, locale, 1)}\u00a0%`;
  return (
    <Modal
      open={calculator.detailsOpen && !!estimate}
      onClose={() => calculator.closeDetails()}
      title={t('Financing.Mortgage.Details.Title')}
      size="wide"
    >
      {estimate && (
        <div className={styles.details} data-testid="mortgage-details">
          <h3>
            <T id="Financing.Mortgage.Details.Financing" />
          </h3>
          <dl className={styles.table}>
            <Row label={t('Financing.Mortgage.Field.PurchasePrice')} value={chf(estimate.purchasePrice)} />
            <Row
              label={t('Financing.Mortgage.Field.OwnFunds')}
              value={`${chf(estimate.ownFunds)} (${pct(estimate.finmaRatios.ownFunds)})`}
            />
            <Row
              label={t('Financing.Mortgage.Field.MortgageLoan')}
              value={`${chf(estimate.mortgageLoan)} (${pct(estimate.finmaRatios.loanToValue)})`}
            />
            <Row
              label={t('Financing.Mortgage.Field.NotaryFees', { rate: NOTARY_FEE_RATE })}
              value={chf(estimate.notaryFees)}
            />
            <Row label={t('Financing.Mortgage.Field.InterestRate')} value={pct(estimate.interestRate)} />
          </dl>
          <h3>
            <T id="Financing.Mortgage.Details.Monthly" />
          </h3>
          <dl className={styles.table}>
            <Row
              label={t('Financing.Mortgage.MonthlyInterest', { rate: formatNumber(estimate.interestRate, locale) })}
              value={chf(estimate.monthlyInterest)}
            />
            <Row label={t('Financing.Mortgage.MonthlyAmortization')} value={chf(estimate.monthlyAmortization)} />
            <Row label={t('Financing.Mortgage.MonthlyMaintenance')} value={chf(estimate.monthlyMaintenance)} />
            <Row label={t('Financing.Mortgage.MonthlyCost')} value={chf(estimate.monthlyTotal)} strong />
          </dl>
          <h3>
            <T id="Financing.Mortgage.Details.Finma" />
          </h3>
          <dl className={styles.table}>
            <Row label={t('Financing.Mortgage.Field.GrossAnnualIncome')} value={chf(estimate.grossAnnualIncome)} />
            <Row label={t('Financing.Mortgage.Affordability')} value={pct(estimate.finmaRatios.affordability)} strong />
            <Row label={t('Financing.Mortgage.Field.RequiredIncome')} value={chf(estimate.requiredGrossAnnualIncome)} />
            <Row label={t('Financing.Mortgage.Field.LoanToValue')} value={pct(estimate.finmaRatios.loanToValue)} />
          </dl>
          <p className={styles.explain}>
            <T id="Financing.Mortgage.Details.Explain" />
          </p>
        </div>
      )}
    </Modal>
  );
});

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? styles.strong : undefined}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
