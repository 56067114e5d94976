import { useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { OpenLeadForm } from '#application/leads/tokens';
import { useLazyInjection, useOptionalInjection } from '#presentation/shared/di/ContainerContext';
import { NotificationsViewModel } from '#presentation/shared/shell/tokens';
import { type FinancingLeadPorts, type FinancingLeadSettings, FinancingLeadViewModel } from './FinancingLeadViewModel';

/** One lead form per mounted component: the page's portal and the toasts wired in. */
export function useFinancingLead(
  settings: Omit<FinancingLeadSettings, 'portalId' | 'country'>,
  send: FinancingLeadPorts['send'],
): FinancingLeadViewModel {
  // Optional: a component rendered outside a Vike page (a server-render test) has no page context.
  const requestContext = (usePageContext() as ReturnType<typeof usePageContext> | undefined)?.requestContext;
  const notifications = useOptionalInjection(NotificationsViewModel);
  const openForm = useLazyInjection(OpenLeadForm);
  const [lead] = useState(
    () =>
      new FinancingLeadViewModel(
        {
          ...settings,
          portalId: requestContext?.portal.id ?? 'international',
          country: requestContext?.portal.countryISO ?? null,
        },
        {
          send,
          openForm: () => openForm.execute(),
          notify: (notification) => notifications?.notify(notification),
          now: () => Date.now(),
          newKey: () => globalThis.crypto.randomUUID(),
        },
      ),
  );
  return lead;
}
