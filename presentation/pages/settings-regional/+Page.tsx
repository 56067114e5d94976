import { useData } from 'vike-react/useData';
import { usePersonalPageContext } from '#presentation/shared/personal/usePersonalPageContext';
import { GuestSettings } from '#presentation/identity/settings/GuestSettings';
import { RegionalSettingsPage } from '#presentation/identity/settings/RegionalSettingsPage';
import { SettingsLayout } from '#presentation/identity/settings/SettingsLayout';
import type { Data } from './+data';

/** /settings/regional: the visitor's language, country and currency, saved to their profile. */
export default function Page() {
  const data = useData<Data>();
  const { requestContext } = usePersonalPageContext();
  return (
    <SettingsLayout current="/settings/regional" signedIn={data.signedIn}>
      {/* A visitor without a profile yet gets the form too: saving bears the profile (docs/pages.md §10). */}
      {!requestContext.isCrawler ? (
        <RegionalSettingsPage profileId={data.profileId} stored={data.regionalSettings} />
      ) : (
        <GuestSettings portalName={requestContext.portal.name} />
      )}
    </SettingsLayout>
  );
}
