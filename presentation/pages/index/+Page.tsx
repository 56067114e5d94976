import { FormattedMessage } from 'react-intl';

export default function Page() {
  return (
    <main>
      <h1><FormattedMessage id="Home.Title" defaultMessage="Find your next home" /></h1>
    </main>
  );
}
