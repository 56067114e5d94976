import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { GuestSettings } from '#presentation/identity/settings/GuestSettings';
import { RegionalSettingsPage } from '#presentation/identity/settings/RegionalSettingsPage';
import { SettingsLayout } from '#presentation/identity/settings/SettingsLayout';
import type { Data } from './+data';

/** /settings/regional: the visitor's language, country and currency, saved to their profile. */
export default function Page() {
  const data = useData<Data>();
  const { requestContext } = usePageContext();
  return (
    <SettingsLayout current="/settings/regional" signedIn={data.signedIn}>
      {data.profileId !== null ? (
        <RegionalSettingsPage profileId={data.profileId} stored={data.regionalSettings} />
      ) : (
        <GuestSettings portalName={requestContext.portal.name} />
      )}
    </SettingsLayout>
  );
}
