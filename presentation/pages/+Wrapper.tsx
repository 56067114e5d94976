import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { ContainerContext } from '../shared/di/ContainerContext';
import { I18nProvider } from '#presentation/shared/i18n';
import { PersonalPartProvider } from '../shell/personal/PersonalPartProvider';

/** Providers around every page: the DI container, the culture's messages and, on a shared page, the visitor's personal part. */
export default function Wrapper({ children }: { children: ReactNode }) {
  const pageContext = usePageContext();
  const container = pageContext.container ?? pageContext.globalContext.container ?? null;
  const { culture, portal } = pageContext.requestContext;
  return (
    <ContainerContext.Provider value={container}>
      <I18nProvider culture={culture} countryISO={portal.countryISO} messages={pageContext.messages}>
        <PersonalPartProvider>{children}</PersonalPartProvider>
      </I18nProvider>
    </ContainerContext.Provider>
  );
}
