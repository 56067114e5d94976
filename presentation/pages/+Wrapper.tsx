import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { ContainerContext } from '../shared/di/ContainerContext';
import { I18nProvider } from '../i18n/I18nProvider';

/** Providers around every page: the DI container and the culture's messages. */
export default function Wrapper({ children }: { children: ReactNode }) {
  const pageContext = usePageContext();
  const container = pageContext.container ?? pageContext.globalContext.container ?? null;
  const { culture } = pageContext.requestContext;
  return (
    <ContainerContext.Provider value={container}>
      <I18nProvider culture={culture} messages={pageContext.messages}>
        {children}
      </I18nProvider>
    </ContainerContext.Provider>
  );
}
