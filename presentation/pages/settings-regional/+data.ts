import type { PageContextServer } from 'vike/types';
import { type RegionalSettingsData, regionalSettingsData } from '#presentation/identity/settings/regionalSettingsData';

export type Data = RegionalSettingsData;
export const data = (pageContext: PageContextServer): Promise<Data> => regionalSettingsData(pageContext);
