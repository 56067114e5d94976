import { observer } from 'mobx-react-lite';
import { T, useT } from '#presentation/shared/i18n';
import { useListingPage } from '../ListingPageContext';
import { ListingPrice } from '../header/ListingPrice';
import { Icon } from '../layout/Icon';
import { Avatar } from '../agent/Avatar';
import { useLeadActions } from '#presentation/leads';
import { usePhoneReveal, telHref } from '#presentation/shared/contact/usePhoneReveal';
import { useContactChannels } from './useContactChannels';
import styles from './ContactCard.module.css';

/**
 * The side card on desktop: price, who answers, and the actions. It names the agent only from
 * global upward ("lead-form agent", document 002 §6) and sticks while scrolling only then too
 * ("sticky panel"); the phone number is fetched when the visitor asks: it is never in the HTML.
 */
export const ContactCard = observer(function ContactCard() {
  const page = useListingPage();
  const t = useT();
  const channels = useContactChannels();
  const leads = useLeadActions();
  const { display } = page;
  const contact = page.contact;
  const phone = usePhoneReveal({ listingId: page.listing.id }, page.revealedPhone, (phone) => page.showPhone(phone));
  return (
    <div className={`${styles.card} ${display.stickyContactPanel ? styles.sticky : ''}`} data-testid="contact-card">
      <ListingPrice size="compact" withChange={false} />
      {display.leadFormAgent && contact && (
        <div className={styles.agent}>
          <Avatar user={contact} size={48} />
          <div>
            <p className={styles.agentName}>{contact.fullName}</p>
            {page.agency && <p className={styles.agency}>{page.agency.name}</p>}
          </div>
        </div>
      )}
      {channels.canContact ? (
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.primary}
            onClick={() => leads.open('lead')}
            data-testid="contact-lead"
          >
            <Icon name="mail" size={18} />
            <T id="ItemDetails.Agent.Contact" />
          </button>
          {channels.canBookTour && (
            <button
              type="button"
              className={styles.secondary}
              onClick={() => leads.open('tour')}
              data-testid="contact-tour"
            >
              <Icon name="calendar" size={18} />
              <T id="ItemDetails.Agent.BookTour" />
            </button>
          )}
          {channels.canRequestAddress && (
            <button
              type="button"
              className={styles.secondary}
              onClick={() => leads.open('listingAddress')}
              data-testid="contact-address"
            >
              <Icon name="pin" size={18} />
              <T id="Leads.Form.RequestAddress" />
            </button>
          )}
          {channels.canCall &&
            (phone.phone ? (
              <a className={styles.secondary} href={telHref(phone.phone)} data-testid="contact-phone">
                <Icon name="phone" size={18} />
                {phone.phone}
              </a>
            ) : (
              <button
                type="button"
                className={styles.secondary}
                onClick={() => void phone.reveal()}
                disabled={phone.pending}
                data-testid="contact-show-phone"
              >
                <Icon name="phone" size={18} />
                <T id="ItemDetails.Agent.ShowPhone" />
              </button>
            ))}
        </div>
      ) : (
        !page.isArchived && (
          <p className={styles.unavailable}>
            <T id="ItemDetails.Contact.Unavailable" />
          </p>
        )
      )}
      <p className={styles.reference}>{t('ItemDetails.Agent.Reference', { reference: page.listing.reference })}</p>
    </div>
  );
});
