import { usePageContext } from 'vike-react/usePageContext';
import type { FinancingLeadSettings } from './FinancingLeadViewModel';

/** The page's own part of a financing lead form's settings (its view-model comes from the container): its portal and country. */
export function usePortalOfLead(): Pick<FinancingLeadSettings, 'portalId' | 'country'> {
  // Optional: a component rendered outside a Vike page (a server-render test) has no page context.
  const requestContext = (usePageContext() as ReturnType<typeof usePageContext> | undefined)?.requestContext;
  return {
    portalId: requestContext?.portal.id ?? 'international',
    country: requestContext?.portal.countryISO ?? null,
  };
}
