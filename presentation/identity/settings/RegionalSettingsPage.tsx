import { usePageContext } from 'vike-react/usePageContext';
import type { RegionalSettings } from '#domain/identity/Profile';
import { initialRegionalChoice } from '#domain/identity/RegionalSettingsRules';
import { useViewModel } from '#presentation/shared/di/ContainerContext';
import { RegionalSettingsPageViewModel } from '../viewModelTokens';
import { RegionalSettingsSection } from './RegionalSettingsSection';

/** Wires the regional settings view-model to the request (portal, culture, currency) and the profile's stored choice. */
export function RegionalSettingsPage({ profileId, stored }: { profileId: number | null; stored: RegionalSettings }) {
  const { portal, culture, currency } = usePageContext().requestContext;
  const offer = {
    languages: portal.cultures,
    currencies: [...new Set([portal.defaultCurrency, ...portal.currencies])],
  };
  const vm = useViewModel(RegionalSettingsPageViewModel, {
    context: { profileId, offer, browsing: { culture, currency } },
    initial: initialRegionalChoice(stored, offer, { culture, currency, portalCountry: portal.countryISO }),
  });
  return <RegionalSettingsSection vm={vm} locale={culture} defaultCurrency={portal.defaultCurrency} />;
}
