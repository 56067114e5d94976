import type { PageContextServer } from 'vike/types';
import { type SettingsData, settingsData } from '#presentation/identity/settings/settingsData';

export type Data = SettingsData;
export const data = (pageContext: PageContextServer): Promise<Data> =>
  settingsData(pageContext, { loginMethods: true });
