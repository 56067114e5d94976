import { useContext, useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { GetProperty } from '#application/valuation/tokens';
import type { Property } from '#domain/valuation/Property';
import { ContainerContext } from '#presentation/shared/di/ContainerContext';
import { useT } from '#presentation/shared/i18n';
import { ValuationResult } from './ValuationResult';

/** /my-properties/{propertyId}: the owner's property with its latest valuation, history and comparables (tracked as valuationPage). */
export function PropertyPage({ propertyId }: { propertyId: number }) {
  const t = useT();
  const container = useContext(ContainerContext);
  const { requestContext } = usePageContext();
  const [property, setProperty] = useState<Property | null | undefined>(undefined);
  useEffect(() => {
    if (!container) return;
    let live = true;
    void container
      .get(GetProperty)
      .execute({ id: propertyId, caller: { ownProfileIds: [], portalId: requestContext.portal.id } })
      .then((result) => live && setProperty(result.ok ? result.value : null));
    return () => {
      live = false;
    };
  }, [container, propertyId, requestContext.portal.id]);
  if (property === undefined) return <p style={{ padding: 'var(--space-8)' }}>{t('General.Loading')}</p>;
  if (property === null) return <p style={{ padding: 'var(--space-8)' }}>{t('Errors.Message.PageIsNotFound')}</p>;
  return <ValuationResult property={property} />;
}
