import { observer } from 'mobx-react-lite';
import { T, useT } from '#presentation/shared/i18n';
import { Icon } from '#presentation/shared/ui';
import { usePhoneReveal } from '#presentation/shared/contact/usePhoneReveal';
import type { AgentPageData } from './AgentPageData';
import { AgentLeadForm } from './AgentLeadForm';
import styles from './AgentPage.module.css';

/**
 * The agent's contact card: a call button (the number fetched when tapped) and, in the `agent-lead-form` slot, the
 * leads context's form posting a User lead (document 001 §3 lead type "User"), drawn in the page
 * as on listings. On phones and tablets the card sits below the listings, so an action bar at the
 * thumb's reach calls the agent or leads to the form. An archived agent takes no contact.
 */
export const AgentContactSlot = observer(function AgentContactSlot({ agent }: { agent: AgentPageData['agent'] }) {
  const t = useT();
  // The number is fetched on the tap, then dialled: it is never in the page's HTML (docs/pages.md §1).
  const phone = usePhoneReveal({ agentUserId: agent.id });
  if (agent.isArchived) return null;
  return (
    <>
      <aside className={styles.contact} aria-labelledby="agent-contact" id="agent-contact-card">
        <h2 id="agent-contact" className={styles.sectionTitle}>
          {t('Agents.Profile.ContactTitle', { name: agent.fullName })}
        </h2>
        {agent.hasPhone && (
          <button
            type="button"
            className={styles.callButton}
            onClick={() => void phone.call()}
            disabled={phone.pending}
            data-testid="agent-call"
          >
            <Icon name="phone" />
            <T id="ItemDetails.Agent.CallName" values={{ name: agent.fullName }} />
          </button>
        )}
        <div data-slot="agent-lead-form" data-lead-type="User" data-agent-user-id={agent.id}>
          <AgentLeadForm agentId={agent.id} agentName={agent.fullName} />
        </div>
      </aside>
      <div
        className={styles.actionBar}
        role="region"
        aria-label={t('ItemDetails.Contact.Actions')}
        data-testid="agent-action-bar"
      >
        {agent.hasPhone && (
          <button
            type="button"
            className={styles.actionSecondary}
            onClick={() => void phone.call()}
            disabled={phone.pending}
            aria-label={t('ItemDetails.Agent.CallName', { name: agent.fullName })}
          >
            <Icon name="phone" size={20} />
            <span className={styles.actionLabel}>
              <T id="ItemDetails.Agent.Call" />
            </span>
          </button>
        )}
        <a className={styles.actionPrimary} href="#agent-contact-card" data-testid="agent-action-contact">
          <Icon name="mail" size={20} />
          <span>
            <T id="ItemDetails.Agent.ContactShort" />
          </span>
        </a>
      </div>
    </>
  );
});
