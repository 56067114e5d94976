import { usePageContext } from 'vike-react/usePageContext';
import { timeZoneOf } from '#domain/leads/TourSlot';
import { LeadActionsProvider, useLeadActions } from '#presentation/leads';
import { T } from '#presentation/shared/i18n';
import { Button, Icon } from '#presentation/shared/ui';

/**
 * The agent page's contact form: the leads context's form, posting a User lead (document 001 §3
 * lead type "User", §7 POST /leads/user) to this agent. The agent's own page names them, so the
 * form does too; there is no tour or address to ask an agent for.
 */
export function AgentLeadForm({ agentId, agentName }: { agentId: number; agentName: string }) {
  const { portal, culture } = usePageContext().requestContext;
  return (
    <LeadActionsProvider
      target={{
        agentId,
        recipientName: agentName,
        timeZone: timeZoneOf(portal.countryISO),
        tourAvailable: false,
        addressAvailable: false,
      }}
      page={{ portalId: portal.id, country: portal.countryISO, locale: culture }}
    >
      <ContactButton />
    </LeadActionsProvider>
  );
}

function ContactButton() {
  const leads = useLeadActions();
  return (
    <Button block onClick={() => leads.open('user')} data-testid="agent-contact-lead">
      <Icon name="mail" size={18} />
      <T id="ItemDetails.Agent.Contact" />
    </Button>
  );
}
