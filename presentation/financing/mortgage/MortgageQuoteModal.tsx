import { observer } from 'mobx-react-lite';
import { formatMoney } from '#domain/portal/MoneyFormat';
import { formatNumber } from '#domain/portal/NumberFormat';
import { T, useIntl, useT } from '#presentation/shared/i18n';
import { Button, Modal } from '#presentation/shared/ui';
import type { MortgageCalculatorViewModel } from './MortgageCalculatorViewModel';
import styles from './MortgageCalculator.module.css';

/** The quote modal: the figures a quote is asked with, the request, and the visitor's latest quote. */
export const MortgageQuoteModal = observer(function MortgageQuoteModal({
  calculator,
}: {
  calculator: MortgageCalculatorViewModel;
}) {
  const t = useT();
  const { locale } = useIntl();
  const chf = (amount: number) => formatMoney(amount, 'CHF', locale);
  const latest = calculator.latestQuote;
  return (
    <Modal
      open={calculator.quoteOpen}
      onClose={() => calculator.closeQuote()}
      title={t('Financing.Mortgage.Quote.Title')}
      footer={
        <>
          <Button variant="ghost" onClick={() => calculator.closeQuote()}>
            <T id="General.Close" />
          </Button>
          <Button
            variant="accent"
            onClick={() => void calculator.requestQuote()}
            disabled={calculator.quoteState === 'sending'}
            data-testid="mortgage-quote-request"
          >
            <T id="Financing.Mortgage.Quote.Request" />
          </Button>
        </>
      }
    >
      <p>
        <T id="Financing.Mortgage.Quote.Intro" />
      </p>
      <dl className={styles.table}>
        <Row label={t('Financing.Mortgage.Field.PurchasePrice')} value={chf(calculator.purchasePrice)} />
        <Row label={t('Financing.Mortgage.Field.OwnFunds')} value={chf(calculator.ownFunds)} />
        <Row label={t('Financing.Mortgage.Field.GrossAnnualIncome')} value={chf(calculator.grossAnnualIncome ?? 0)} />
        <Row
          label={t('Financing.Mortgage.Length')}
          value={t('Financing.Mortgage.Years', { years: calculator.length })}
        />
      </dl>
      {calculator.quoteState === 'sent' && (
        <p className={styles.sent} role="status">
          <T id="Financing.Mortgage.Quote.Sent" />
        </p>
      )}
      {latest && (
        <div className={styles.latestBox} data-testid="mortgage-latest-quote">
          <h3>
            <T id="Financing.Mortgage.Quote.Latest" values={{ date: new Date(latest.creationDate) }} />
          </h3>
          <dl className={styles.table}>
            <Row label={t('Financing.Mortgage.Field.MortgageLoan')} value={chf(latest.estimate.mortgageLoan)} />
            <Row
              label={t('Financing.Mortgage.Field.InterestRate')}
              value={`${formatNumber(latest.estimate.interestRate, locale)}\u00a0%`}
            />
            <Row label={t('Financing.Mortgage.MonthlyCost')} value={chf(latest.estimate.monthlyTotal)} />
            <Row
              label={t('Financing.Mortgage.Affordability')}
              value={`${formatNumber(latest.estimate.finmaRatios.affordability, locale, 1)}\u00a0%`}
            />
          </dl>
        </div>
      )}
    </Modal>
  );
});

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
