import { useContext, useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { ValuationHistory } from '#application/valuation/ports';
import { PropertiesService } from '#application/valuation/ports';
import { formatMoney } from '#domain/portal/MoneyFormat';
import { urlSlug } from '#domain/portal/urlWords/urlWordLookup';
import { type Property, propertyName } from '#domain/valuation/Property';
import type { HistoryPeriod } from '#domain/valuation/valuationHistory';
import { ContainerContext } from '#presentation/shared/di/ContainerContext';
import { useT } from '#presentation/shared/i18n';
import { culturePath } from '#presentation/shared/routing/culturePath';
import { Button } from '#presentation/shared/ui';
import styles from './ValuationResult.module.css';

/**
 * A valued property: the estimate and its range, the range explained (the model's own error at the
 * place, how many listings it rests on), the history month by month and the comparables with links
 * to those listings (document: "the estimate shown with the comparables it used").
 */
export function ValuationResult({ property, justValued = false }: { property: Property; justValued?: boolean }) {
  const t = useT();
  const { requestContext } = usePageContext();
  const { culture, portal } = requestContext;
  const valuation = property.latestValuation;
  if (!valuation)
    return (
      <section className={styles.result}>
        <h1 className={styles.title}>{propertyName(property)}</h1>
        <p className={styles.lead}>
          {property.isValuationPostponed ? t('Valuation.Form.Messages.Postponed') : t('Valuation.Result.NotYet')}
        </p>
        <Button href={`/my-properties/${property.id}/step/1`}>{t('Valuation.Result.Continue')}</Button>
      </section>
    );
  const money = (value: number) => formatMoney(value, valuation.currency, culture);
  const { explanation } = valuation;
  const listingHref = (id: number) => culturePath(`/${urlSlug(culture, 'segment', 'listing')}/${id}`, culture, portal);
  return (
    <section className={styles.result} data-testid="valuation-result" aria-labelledby="valuation-title">
      {justValued && <p className={styles.success}>{t('Valuation.Result.Success')}</p>}
      <h1 id="valuation-title" className={styles.title}>
        {propertyName(property)}
      </h1>
      <div className={styles.estimate}>
        <p className={styles.label}>{t('Valuation.Result.Estimate')}</p>
        <p className={styles.avg} data-testid="valuation-avg">
          {money(valuation.price.avg)}
        </p>
        <div className={styles.range} aria-label={t('Valuation.Result.Range')}>
          <span>{money(valuation.price.min)}</span>
          <span className={styles.bar} aria-hidden="true">
            <span style={{ left: `${markerPercent(valuation.price)}%` }} />
          </span>
          <span>{money(valuation.price.max)}</span>
        </div>
        <p className={styles.explain}>
          {t('Valuation.Result.RangeExplained', {
            coverage: Math.round(explanation.coverage * 100),
            n: explanation.localSampleSize,
            error: Math.round(explanation.localError * 100),
          })}
        </p>
        <p className={styles.explain}>
          {explanation.comparablesValue === null
            ? t('Valuation.Result.ModelOnly', { model: money(explanation.modelValue) })
            : t('Valuation.Result.Blend', {
                model: money(explanation.modelValue),
                comparables: money(explanation.comparablesValue),
                weight: Math.round(explanation.comparablesWeight * 100),
              })}
        </p>
        <p className={styles.disclaimer}>{t('Valuation.Result.Disclaimer')}</p>
      </div>
      <History property={property} />
      {valuation.comparables.length > 0 && (
        <section aria-labelledby="comparables-title" className={styles.block}>
          <h2 id="comparables-title" className={styles.subtitle}>
            {t('Valuation.Result.Comparables')}
          </h2>
          <ul className={styles.comparables}>
            {valuation.comparables.map((c) => (
              <li key={c.listingId} className={styles.comparable}>
                <a href={listingHref(c.listingId)} className={styles.comparableLink} data-testid="comparable-listing">
                  {c.title}
                </a>
                <span className={styles.meta}>
                  {c.locality} · {Math.round(c.livingArea)} m² · {(c.distanceM / 1000).toFixed(1)} km
                </span>
                <span className={styles.prices}>
                  {money(c.price)} → <strong>{money(c.adjustedPrice)}</strong>
                </span>
              </li>
            ))}
          </ul>
          <p className={styles.explain}>{t('Valuation.Result.ComparablesExplained')}</p>
        </section>
      )}
      <div className={styles.actions}>
        <Button href="/my-properties" variant="secondary">
          {t('Valuation.PropertiesPage.Title')}
        </Button>
      </div>
    </section>
  );
}

/** Where the estimate sits in its range: the range is not symmetric around it. */
function markerPercent({ min, avg, max }: { min: number; avg: number; max: number }): number {
  if (!(max > min)) return 50;
  return Math.min(100, Math.max(0, ((avg - min) / (max - min)) * 100));
}

const PERIODS: HistoryPeriod[] = ['Month', 'ThreeMonths', 'SixMonths', 'Year'];

/** The valuation history (periods Month, ThreeMonths, SixMonths, Year) as a small line chart. */
function History({ property }: { property: Property }) {
  const t = useT();
  const container = useContext(ContainerContext);
  const { requestContext } = usePageContext();
  const [period, setPeriod] = useState<HistoryPeriod>('Year');
  const [history, setHistory] = useState<ValuationHistory | undefined>(undefined);
  useEffect(() => {
    if (!container) return;
    let live = true;
    void container
      .get(PropertiesService)
      .getValuationHistory(property.id, { ownProfileIds: [], portalId: requestContext.portal.id }, period)
      .then((result) => live && result.ok && setHistory(result.value));
    return () => {
      live = false;
    };
  }, [container, property.id, period, requestContext.portal.id]);
  const items = history?.items ?? [];
  const values = items.map((item) => item.price.avg);
  const low = Math.min(...items.map((i) => i.price.min));
  const high = Math.max(...items.map((i) => i.price.max));
  const x = (i: number) => (items.length > 1 ? (i / (items.length - 1)) * 300 : 150);
  const y = (v: number) => (high > low ? 110 - ((v - low) / (high - low)) * 100 : 60);
  return (
    <section aria-labelledby="history-title" className={styles.history}>
      <div className={styles.historyHeader}>
        <h2 id="history-title" className={styles.subtitle}>
          {t('Valuation.Result.History')}
        </h2>
        <div role="group" aria-label={t('Valuation.Result.History')} className={styles.periods}>
          {PERIODS.map((p) => (
            <button key={p} type="button" aria-pressed={p === period} onClick={() => setPeriod(p)}>
              {t(`Valuation.History.${p}`)}
            </button>
          ))}
        </div>
      </div>
      {items.length > 0 && (
        <svg
          viewBox="0 0 300 120"
          preserveAspectRatio="none"
          className={styles.chart}
          role="img"
          aria-label={t('Valuation.Result.History')}
        >
          <polygon
            className={styles.band}
            points={[
              ...items.map((item, i) => `${x(i)},${y(item.price.max)}`),
              ...[...items].reverse().map((item, i) => `${x(items.length - 1 - i)},${y(item.price.min)}`),
            ].join(' ')}
          />
          <polyline className={styles.line} points={values.map((v, i) => `${x(i)},${y(v)}`).join(' ')} />
        </svg>
      )}
      {items.length > 0 && (
        <p className={styles.explain}>
          {items[0]!.date.slice(0, 7)} – {items.at(-1)!.date.slice(0, 7)}
        </p>
      )}
    </section>
  );
}
