import { usePersonalPageContext } from '#presentation/shared/personal/usePersonalPageContext';
import { isFullUser } from '#domain/identity/AuthenticationRules';
import { GuestSettings } from '#presentation/identity/settings/GuestSettings';
import { SettingsLayout } from '#presentation/identity/settings/SettingsLayout';
import { useT } from '#presentation/shared/i18n';

/** /settings/more: a guest's way to log in, sign up and reach the cookie choices; a user is pointed to /settings. */
export default function Page() {
  const t = useT();
  const { requestContext, identity } = usePersonalPageContext();
  const signedIn = !!identity?.state && isFullUser({ userId: identity.userId, state: identity.state });
  return (
    <SettingsLayout current="/settings/more" signedIn={signedIn}>
      {signedIn ? (
        <a href="/settings">{t('Identity.Settings.Title')}</a>
      ) : (
        <GuestSettings portalName={requestContext.portal.name} />
      )}
    </SettingsLayout>
  );
}
