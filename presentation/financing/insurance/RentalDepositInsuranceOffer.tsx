import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useHydrated } from 'vike-react/useHydrated';
import { formatMoney } from '#domain/portal/MoneyFormat';
import { T, useIntl, useT } from '#presentation/shared/i18n';
import { Badge, Button } from '#presentation/shared/ui';
import { LazyFinancingLeadModal } from '../lead/LazyFinancingLeadModal';
import { useViewModel } from '#presentation/shared/di/ContainerContext';
import { usePortalOfLead } from '../lead/usePortalOfLead';
import { RentalDepositInsuranceLeadViewModel } from '../viewModelTokens';
import { useRentalDepositInsurance } from './useRentalDepositInsurance';
import styles from './RentalDepositInsuranceOffer.module.css';

/**
 * The rental deposit insurance offer on a rent listing (document 001 §5): the provider, the monthly
 * fee for the listing's rooms, the order link in the visitor's language; "requested" for 90 days
 * after the visitor asked. Nothing is rendered on the server (the status is the visitor's own), nor
 * while the browser hydrates this part.
 */
export const RentalDepositInsuranceOffer = observer(function RentalDepositInsuranceOffer({
  listingId,
}: {
  listingId: number;
}) {
  const { locale } = useIntl();
  const t = useT();
  const viewModel = useRentalDepositInsurance(listingId);
  const provider = viewModel.offer?.provider ?? 'FirstCaution';
  // Document 001 §8: "'LeadRequestForm.Confirmation.TitleRequestSent' (insurance lead); info 'LeadRequestForm.Confirmation.{provider}'".
  const portal = usePortalOfLead();
  const lead = useViewModel(RentalDepositInsuranceLeadViewModel, {
    settings: {
      ...portal,
      listingId,
      locale: locale.slice(0, 2),
      rentalDepositInsuranceProvider: provider,
      success: [
        { id: 'insurance-lead', kind: 'success', message: 'LeadRequestForm.Confirmation.TitleRequestSent' },
        { id: 'insurance-lead-info', kind: 'info', message: `LeadRequestForm.Confirmation.${provider}` },
      ],
    },
    offer: viewModel,
  });
  const headingId = useId();
  // The server rendered nothing here. The view-model is shared with the contact form, which may
  // have read the offer before this chunk arrived: the boundary's hydration must still render
  // nothing, as the server did (useHydrated is false while React hydrates), then the offer.
  const hydrated = useHydrated();
  const offer = viewModel.offer;
  if (!hydrated || !viewModel.shown || !offer) return null;
  const requested = offer.status === 'REQUESTED';
  return (
    <section
      aria-labelledby={headingId}
      className={styles.offer}
      data-testid="rental-deposit-insurance"
      data-status={offer.status}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
        <path
          d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4-6.3 6.3Z"
          fill="currentColor"
        />
      </svg>
      <div className={styles.body}>
        <h2 id={headingId}>
          <T id="Financing.Insurance.Title" />
        </h2>
        <p>
          <T id="Financing.Insurance.Pitch" values={{ provider: offer.provider }} />
        </p>
        <p className={styles.fee} data-testid="rental-deposit-insurance-fee">
          <T id="Financing.Insurance.Fee" values={{ fee: formatMoney(offer.monthlyFee, 'CHF', locale) }} />
        </p>
        {requested ? (
          <p className={styles.requested}>
            <Badge tone="success">
              <T id="Financing.Insurance.Status.Requested" />
            </Badge>{' '}
            <T id={`LeadRequestForm.Confirmation.${offer.provider}`} />
          </p>
        ) : (
          <div className={styles.actions}>
            <Button variant="accent" onClick={() => lead.show()} data-testid="rental-deposit-insurance-request">
              <T id="Financing.Insurance.Request" />
            </Button>
            <Button href={offer.orderLink} variant="secondary" target="_blank" rel="noopener noreferrer">
              <T id="Financing.Insurance.Order" values={{ provider: offer.provider }} />
            </Button>
          </div>
        )}
      </div>
      <LazyFinancingLeadModal
        lead={lead}
        title={t('Financing.Insurance.Lead.Title', { provider: offer.provider })}
        intro={<T id="Financing.Insurance.Lead.Intro" values={{ provider: offer.provider }} />}
        testId="rental-deposit-insurance-lead"
      />
    </section>
  );
});
