import { AlertConfirmationPage } from '#presentation/alerts/confirm/AlertConfirmationPage';

export default function Page() {
  return <AlertConfirmationPage />;
}
