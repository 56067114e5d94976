import { useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { RegionalSettings } from '#domain/identity/Profile';
import { initialRegionalChoice } from '#domain/identity/RegionalSettingsRules';
import { browserRegional } from '#presentation/shared/regional/browserRegional';
import { AccountsService, SessionService } from '#application/identity/ports';
import { guestProfileId } from '../session/guestProfileId';
import { useLazyInjection } from '#presentation/shared/di/ContainerContext';
import { RegionalSettingsPageViewModel } from './RegionalSettingsPageViewModel';
import { RegionalSettingsSection } from './RegionalSettingsSection';

/** Wires the regional settings view-model to the request (portal, culture, currency) and the profile's stored choice. */
export function RegionalSettingsPage({ profileId, stored }: { profileId: number | null; stored: RegionalSettings }) {
  const { portal, culture, currency } = usePageContext().requestContext;
  const accounts = useLazyInjection(AccountsService);
  const session = useLazyInjection(SessionService);
  const [vm] = useState(() => {
    const offer = {
      languages: portal.cultures,
      currencies: [...new Set([portal.defaultCurrency, ...portal.currencies])],
    };
    const initial = initialRegionalChoice(stored, offer, { culture, currency, portalCountry: portal.countryISO });
    return new RegionalSettingsPageViewModel(
      { profileId, offer, browsing: { culture, currency } },
      initial,
      (id, regionalSettings) => accounts.updateProfile(id, { regionalSettings }),
      browserRegional,
      () => guestProfileId(session),
    );
  });
  return <RegionalSettingsSection vm={vm} locale={culture} defaultCurrency={portal.defaultCurrency} />;
}
