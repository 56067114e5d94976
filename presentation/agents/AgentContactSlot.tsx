import { T, useT } from '#presentation/shared/i18n';
import { Icon } from '#presentation/shared/ui';
import type { AgentPageData } from './AgentPageData';
import { AgentLeadForm } from './AgentLeadForm';
import styles from './AgentPage.module.css';

/**
 * The agent's contact card: the agent's published phone and, in the `agent-lead-form` slot, the
 * leads context's form posting a User lead (document 001 §3 lead type "User"). An archived agent
 * takes no contact.
 */
export function AgentContactSlot({ agent }: { agent: AgentPageData['agent'] }) {
  const t = useT();
  if (agent.isArchived) return null;
  return (
    <aside className={styles.contact} aria-labelledby="agent-contact">
      <h2 id="agent-contact" className={styles.sectionTitle}>
        {t('Agents.Profile.ContactTitle', { name: agent.fullName })}
      </h2>
      {agent.phone && (
        <a className={styles.callButton} href={`tel:${agent.phone.replace(/[^\d+]/g, '')}`}>
          <Icon name="phone" />
          <T id="ItemDetails.Agent.CallName" values={{ name: agent.fullName }} />
        </a>
      )}
      <div data-slot="agent-lead-form" data-lead-type="User" data-agent-user-id={agent.id}>
        <AgentLeadForm agentId={agent.id} agentName={agent.fullName} />
      </div>
    </aside>
  );
}
