import type { PageContextServer } from 'vike/types';
import type { AllCountriesPageData } from '#presentation/places/countries/AllCountriesPageData';
import { loadAllCountriesPageData } from '#presentation/places/countries/loadAllCountriesPageData';

export type Data = AllCountriesPageData;
export const data = (pageContext: PageContextServer): Promise<Data> => loadAllCountriesPageData(pageContext);
