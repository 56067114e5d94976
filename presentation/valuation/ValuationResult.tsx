import { useContext, useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { ValuationHistory } from '#application/valuation/calls';
import { GetValuationHistory } from '#application/valuation/tokens';
import { formatLocale } from '#domain/portal/FormatLocale';
import { formatMoney } from '#domain/portal/MoneyFormat';
import { formatNumber } from '#domain/portal/NumberFormat';
import { urlSlug } from '#domain/portal/urlWords/urlWordLookup';
import { comparableTitle } from '#domain/valuation/comparableTitle';
import { compareExpectedPrice } from '#domain/valuation/expectedPriceComparison';
import { type Comparable, type Property, propertyName } from '#domain/valuation/Property';
import type { HistoryPeriod } from '#domain/valuation/valuationHistory';
import { ContainerContext } from '#presentation/shared/di/ContainerContext';
import { useT } from '#presentation/shared/i18n';
import { culturePath } from '#presentation/shared/routing/culturePath';
import { Button } from '#presentation/shared/ui';
import { CHART_HEIGHT, CHART_WIDTH, historyChart, historyMonth } from './historyChart';
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
  // The valuation area's pages and the listings in the visitor's culture, as the header links them.
  const own = (path: string) => culturePath(path, culture, portal);
  const valuation = property.latestValuation;
  if (!valuation)
    return (
      <section className={styles.result}>
        <h1 className={styles.title}>{propertyName(property)}</h1>
        <p className={styles.lead}>
          {property.isValuationPostponed ? t('Valuation.Form.Messages.Postponed') : t('Valuation.Result.NotYet')}
        </p>
        <Button href={own(`/my-properties/${property.id}/step/1`)}>{t('Valuation.Result.Continue')}</Button>
      </section>
    );
  // Money in the portal's locale, as on the listing pages (de-CH: CHF 1'250'000).
  const locale = formatLocale(culture, portal.countryISO);
  const money = (value: number) => formatMoney(value, valuation.currency, locale);
  const { explanation } = valuation;
  const listingHref = (id: number) => own(`/${urlSlug(culture, 'segment', 'listing')}/${id}`);
  const titleOf = (comparable: Comparable) => {
    const title = comparableTitle(comparable, property.propertyType ?? 'Apartment', culture);
    return title.kind === 'text' ? title.display : t(title.messageKey, title.values);
  };
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
        <ExpectedPrice property={property} locale={locale} />
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
                  {titleOf(c)}
                </a>
                <span className={styles.meta}>
                  {c.locality} · {Math.round(c.livingArea)} m² · {formatNumber(c.distanceM / 1000, locale, 1)} km
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
        <Button href={own('/my-properties')} variant="secondary">
          {t('Valuation.PropertiesPage.Title')}
        </Button>
      </div>
    </section>
  );
}

/** The owner's expected price (the sale-price step) against the estimate. */
function ExpectedPrice({ property, locale }: { property: Property; locale: string }) {
  const t = useT();
  const valuation = property.latestValuation;
  const expected = property.price?.expected;
  const comparison =
    valuation && expected !== undefined
      ? compareExpectedPrice({ value: expected, currency: property.price?.currency }, valuation)
      : undefined;
  if (!valuation || !comparison || expected === undefined) return null;
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <p className={styles.expected} data-testid="expected-price-comparison" data-position={comparison.position}>
      {t(`Valuation.Result.Expected.${comparison.position}`, {
        expected: formatMoney(expected, valuation.currency, locale),
        difference: percent.format(Math.abs(comparison.differencePercent) / 100),
      })}
    </p>
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
      .get(GetValuationHistory)
      .execute({ id: property.id, caller: { ownProfileIds: [], portalId: requestContext.portal.id }, period })
      .then((result) => live && result.ok && setHistory(result.value));
    return () => {
      live = false;
    };
  }, [container, property.id, period, requestContext.portal.id]);
  const items = history?.items ?? [];
  const chart = items.length > 0 ? historyChart(items) : undefined;
  const locale = formatLocale(requestContext.culture, requestContext.portal.countryISO);
  const axisMoney = (value: number) =>
    formatMoney(value, history?.currency ?? property.latestValuation?.currency ?? 'EUR', locale, { compact: true });
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
      {chart && (
        <div className={styles.chartFrame} data-testid="valuation-history-chart">
          <ul className={styles.valueAxis} aria-hidden="true">
            {chart.ticks.map((tick, index) => (
              <li key={index}>{axisMoney(tick)}</li>
            ))}
          </ul>
          <svg
            viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
            preserveAspectRatio="none"
            className={styles.chart}
            role="img"
            aria-label={`${t('Valuation.Result.History')}: ${items
              .map((item) => `${historyMonth(item.date, requestContext.culture)} ${axisMoney(item.price.avg)}`)
              .join(', ')}`}
          >
            {chart.ticks.map((tick, index) => (
              <line key={index} className={styles.grid} x1={0} x2={CHART_WIDTH} y1={chart.y(tick)} y2={chart.y(tick)} />
            ))}
            <polygon
              className={styles.band}
              points={[
                ...items.map((item, i) => `${chart.x(i)},${chart.y(item.price.max)}`),
                ...[...items].reverse().map((item, i) => `${chart.x(items.length - 1 - i)},${chart.y(item.price.min)}`),
              ].join(' ')}
            />
            <polyline
              className={items.length > 1 ? styles.line : styles.point}
              points={(items.length > 1 ? items : [items[0], items[0]])
                .map((item, i) => `${chart.x(items.length > 1 ? i : 0)},${chart.y(item.price.avg)}`)
                .join(' ')}
            />
          </svg>
          <p className={styles.dateAxis} aria-hidden="true">
            <span>{historyMonth(items[0].date, requestContext.culture)}</span>
            {items.length > 1 && <span>{historyMonth(items.at(-1)!.date, requestContext.culture)}</span>}
          </p>
        </div>
      )}
    </section>
  );
}
