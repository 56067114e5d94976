import { HomePage } from './HomePage';

export default function Page() {
  return <HomePage />;
}
