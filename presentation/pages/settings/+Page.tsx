import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { GuestSettings } from '#presentation/identity/settings/GuestSettings';
import { ProfileForm } from '#presentation/identity/settings/ProfileForm';
import { SecuritySettings } from '#presentation/identity/settings/SecuritySettings';
import { SettingsLayout } from '#presentation/identity/settings/SettingsLayout';
import type { Data } from './+data';

/** /settings: profile, login methods and security for a user; log in or sign up for a guest. */
export default function Page() {
  const data = useData<Data>();
  const { requestContext } = usePageContext();
  return (
    <SettingsLayout current="/settings" signedIn={data.signedIn}>
      {!data.signedIn && <GuestSettings portalName={requestContext.portal.name} />}
      {data.signedIn && data.profileId !== null && (
        <ProfileForm profileId={data.profileId} initial={data.details} country={requestContext.portal.countryISO} />
      )}
      {data.signedIn && data.userId !== null && (
        <SecuritySettings userId={data.userId} loginMethods={data.loginMethods} />
      )}
    </SettingsLayout>
  );
}
