import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { GuestSettings } from '#presentation/identity/settings/GuestSettings';
import { ProfileForm } from '#presentation/identity/settings/ProfileForm';
import { SettingsLayout } from '#presentation/identity/settings/SettingsLayout';
import type { Data } from './+data';

export default function Page() {
  const data = useData<Data>();
  const { requestContext } = usePageContext();
  return (
    <SettingsLayout current="/settings/profile" signedIn={data.signedIn}>
      {data.signedIn && data.profileId !== null ? (
        <ProfileForm profileId={data.profileId} initial={data.details} country={requestContext.portal.countryISO} />
      ) : (
        <GuestSettings portalName={requestContext.portal.name} />
      )}
    </SettingsLayout>
  );
}
