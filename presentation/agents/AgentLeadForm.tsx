import { usePageContext } from 'vike-react/usePageContext';
import { timeZoneOf } from '#domain/leads/TourSlot';
import { InlineLeadForm } from '#presentation/leads';

/**
 * The agent page's contact form, drawn in the page like the listing's forms: the leads context's
 * form, posting a User lead (document 001 §3 lead type "User", §7 POST /leads/user) to this agent.
 * The agent's own page names them, so the form does too; there is no tour or address to ask an
 * agent for.
 */
export function AgentLeadForm({ agentId, agentName }: { agentId: number; agentName: string }) {
  const { portal, culture } = usePageContext().requestContext;
  return (
    <InlineLeadForm
      kind="user"
      target={{
        agentId,
        recipientName: agentName,
        timeZone: timeZoneOf(portal.countryISO),
        tourAvailable: false,
        addressAvailable: false,
      }}
      page={{ portalId: portal.id, country: portal.countryISO, locale: culture }}
    />
  );
}
