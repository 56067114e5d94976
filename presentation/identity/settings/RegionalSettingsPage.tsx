import { useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { RegionalSettings } from '#domain/identity/Profile';
import { initialRegionalChoice } from '#domain/identity/RegionalSettingsRules';
import { browserRegional } from '#presentation/shared/regional/browserRegional';
import { EnsureGuestProfile, UpdateOwnProfile } from '#application/identity/tokens';
import { useLazyInjection } from '#presentation/shared/di/ContainerContext';
import { RegionalSettingsPageViewModel } from './RegionalSettingsPageViewModel';
import { RegionalSettingsSection } from './RegionalSettingsSection';

/** Wires the regional settings view-model to the request (portal, culture, currency) and the profile's stored choice. */
export function RegionalSettingsPage({ profileId, stored }: { profileId: number | null; stored: RegionalSettings }) {
  const { portal, culture, currency } = usePageContext().requestContext;
  const updateOwnProfile = useLazyInjection(UpdateOwnProfile);
  const ensureGuestProfile = useLazyInjection(EnsureGuestProfile);
  const [vm] = useState(() => {
    const offer = {
      languages: portal.cultures,
      currencies: [...new Set([portal.defaultCurrency, ...portal.currencies])],
    };
    const initial = initialRegionalChoice(stored, offer, { culture, currency, portalCountry: portal.countryISO });
    return new RegionalSettingsPageViewModel(
      { profileId, offer, browsing: { culture, currency } },
      initial,
      (id, regionalSettings) => updateOwnProfile.execute({ profileId: id, regionalSettings }),
      browserRegional,
      () => ensureGuestProfile.execute(),
    );
  });
  return <RegionalSettingsSection vm={vm} locale={culture} defaultCurrency={portal.defaultCurrency} />;
}
