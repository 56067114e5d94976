import { useData } from 'vike-react/useData';
import { AllCountriesPage } from '#presentation/places/countries/AllCountriesPage';
import type { Data } from './+data';

/** The country list (document 000 §2 /all-countries). */
export default function Page() {
  return <AllCountriesPage data={useData<Data>()} />;
}
