import { observer } from 'mobx-react-lite';
import { T, useT } from '#presentation/shared/i18n';
import { useListingPage } from '../ListingPageContext';
import { Avatar } from './Avatar';
import styles from './AgentBlock.module.css';

/**
 * Who publishes the listing, by category (document 002 §6): the agent for every category (when
 * the publisher allows a named contact), the link to the agent's page from classic, the bio
 * from global, and the vendor agency from premium or for projects.
 */
export const AgentBlock = observer(function AgentBlock() {
  const page = useListingPage();
  const t = useT();
  const { display, agency } = page;
  const contact = page.contact;
  if (!display.agentBlock || !contact) return null;
  return (
    <section aria-labelledby="listing-agent" data-testid="agent-block">
      <h2 id="listing-agent">
        <T id="ItemDetails.Agent.Title" />
      </h2>
      <div className={styles.cards}>
        <div className={styles.card}>
          <div className={styles.person}>
            <Avatar user={contact} size={72} />
            <div className={styles.identity}>
              <p className={styles.name}>{contact.fullName}</p>
              {agency && <p className={styles.muted}>{agency.name}</p>}
              {contact.languages && contact.languages.length > 0 && (
                <p className={styles.muted}>
                  {t('ItemDetails.Agent.Languages', { languages: languageNames(contact.languages, page.culture) })}
                </p>
              )}
              {page.agentPath && (
                <a className={styles.link} href={page.agentPath}>
                  <T id="ItemDetails.Agent.SeeAgentPage" />
                </a>
              )}
            </div>
          </div>
          {display.agentBio && contact.bio && <p className={styles.bio}>{contact.bio}</p>}
        </div>
        {agency && (
          <div className={`${styles.card} ${styles.agency}`} data-testid="agency-block">
            {agency.logoUrl && (
              <img
                className={styles.logo}
                src={agency.logoUrl}
                width={160}
                height={80}
                alt={agency.name}
                loading="lazy"
                decoding="async"
              />
            )}
            <div className={styles.identity}>
              <p className={styles.kicker}>
                <T id="ItemDetails.Agent.Agency" />
              </p>
              <p className={styles.name}>{agency.name}</p>
              {agency.address && <p className={styles.muted}>{agency.address}</p>}
              {page.agencyPath && (
                <a className={styles.link} href={page.agencyPath}>
                  {t('ItemDetails.Agent.SeeAgencyListings', { agency: agency.name })}
                </a>
              )}
            </div>
          </div>
        )}
      </div>
    </section>
  );
});

/** Building an Intl.DisplayNames costs far more than using one: one per culture for the process. */
const displayNames = new Map<string, Intl.DisplayNames>();

/** "Deutsch, Français" in the visitor's language, from the ISO codes the profile stores. */
function languageNames(codes: readonly string[], culture: string): string {
  let names = displayNames.get(culture);
  if (!names) {
    names = new Intl.DisplayNames([culture], { type: 'language' });
    displayNames.set(culture, names);
  }
  return codes.map((code) => names.of(code) ?? code).join(', ');
}
