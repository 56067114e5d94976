import { T, useT } from '#presentation/shared/i18n';
import { Icon } from '#presentation/shared/ui';
import type { AgentPageData } from './AgentPageData';
import { AgentLeadForm } from './AgentLeadForm';
import styles from './AgentPage.module.css';

/**
 * The agent's contact card: the agent's published phone and, in the `agent-lead-form` slot, the
 * leads context's form posting a User lead (document 001 §3 lead type "User"), drawn in the page
 * as on listings. On phones and tablets the card sits below the listings, so an action bar at the
 * thumb's reach calls the agent or leads to the form. An archived agent takes no contact.
 */
export function AgentContactSlot({ agent }: { agent: AgentPageData['agent'] }) {
  const t = useT();
  if (agent.isArchived) return null;
  const tel = agent.phone ? `tel:${agent.phone.replace(/[^\d+]/g, '')}` : undefined;
  return (
    <>
      <aside className={styles.contact} aria-labelledby="agent-contact" id="agent-contact-card">
        <h2 id="agent-contact" className={styles.sectionTitle}>
          {t('Agents.Profile.ContactTitle', { name: agent.fullName })}
        </h2>
        {tel && (
          <a className={styles.callButton} href={tel}>
            <Icon name="phone" />
            <T id="ItemDetails.Agent.CallName" values={{ name: agent.fullName }} />
          </a>
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
        {tel && (
          <a
            className={styles.actionSecondary}
            href={tel}
            aria-label={t('ItemDetails.Agent.CallName', { name: agent.fullName })}
          >
            <Icon name="phone" size={20} />
            <span className={styles.actionLabel}>
              <T id="ItemDetails.Agent.Call" />
            </span>
          </a>
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
}
