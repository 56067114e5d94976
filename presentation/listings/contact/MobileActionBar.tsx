import { observer } from 'mobx-react-lite';
import { T, useT } from '#presentation/shared/i18n';
import { ListingPrice } from '../header/ListingPrice';
import { Icon } from '../layout/Icon';
import { useLeadActions } from '#presentation/leads';
import { usePhoneReveal } from '#presentation/shared/contact/usePhoneReveal';
import { useListingPage } from '../ListingPageContext';
import { useContactChannels } from './useContactChannels';
import styles from './MobileActionBar.module.css';

/** Phones and tablets: the price and the two actions stay at the thumb's reach; hidden from 1024px, where the side card does this. */
export const MobileActionBar = observer(function MobileActionBar() {
  const t = useT();
  const channels = useContactChannels();
  const leads = useLeadActions();
  const page = useListingPage();
  // The number is fetched on the tap, then dialled: it is never in the page's HTML.
  const phone = usePhoneReveal({ listingId: page.listing.id }, page.revealedPhone, (phone) => page.showPhone(phone));
  if (!channels.canContact) return null;
  return (
    <div
      className={styles.bar}
      role="region"
      aria-label={t('ItemDetails.Contact.Actions')}
      data-testid="mobile-action-bar"
    >
      <div className={styles.price}>
        <ListingPrice size="compact" withChange={false} />
      </div>
      {channels.canCall && (
        <button
          type="button"
          className={styles.secondary}
          onClick={() => void phone.call()}
          disabled={phone.pending}
          aria-label={t('ItemDetails.Agent.CallName', { name: channels.name ?? '' })}
          data-testid="mobile-call"
        >
          <Icon name="phone" size={20} />
          <span className={styles.label}>
            <T id="ItemDetails.Agent.Call" />
          </span>
        </button>
      )}
      {channels.canBookTour && (
        <button
          type="button"
          className={styles.secondary}
          onClick={() => leads.open('tour')}
          aria-label={t('ItemDetails.Agent.BookTour')}
        >
          <Icon name="calendar" size={20} />
          <span className={styles.label}>
            <T id="ItemDetails.Agent.BookTour" />
          </span>
        </button>
      )}
      <button
        type="button"
        className={styles.primary}
        onClick={() => leads.open('lead')}
        data-testid="mobile-contact-lead"
      >
        <Icon name="mail" size={20} />
        <span>
          <T id="ItemDetails.Agent.ContactShort" />
        </span>
      </button>
    </div>
  );
});
