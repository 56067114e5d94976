import { useConfig } from 'vike-react/useConfig';
import { usePageContext } from 'vike-react/usePageContext';
import type { MonthPoint } from '#domain/places/statistics/priceStatistics';
import { formatLocale } from '#domain/portal/FormatLocale';
import { formatMoney } from '#domain/portal/MoneyFormat';
import { headTitle } from '#presentation/shared/head/headTitle';
import { T, useT } from '#presentation/shared/i18n';
import { Container } from '#presentation/shared/ui';
import { MostViewedListings } from '#presentation/tracking';
import type { PlaceStatisticsPageData } from './PlaceStatisticsPageData';
import { YearGraph } from './YearGraph';
import styles from './PlaceStatisticsPage.module.css';

/** House prices of a place (document 001 §2, tracked as placeStatsPage): the figures, the year graphs, each figure a link to its search. */
export function PlaceStatisticsPage({ data }: { data: PlaceStatisticsPageData }) {
  const { culture, portal } = usePageContext().requestContext;
  const t = useT();
  const config = useConfig();
  const locale = formatLocale(culture, portal.countryISO);
  const money = (value: number) => formatMoney(Math.round(value), data.currencyId, locale);
  const monthLabel = (month: string) =>
    new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
      new Date(`${month}-01T00:00:00Z`),
    );
  const heading = data.placeName
    ? t('Places.Statistics.Heading', { place: data.placeName })
    : t('Places.Statistics.HeadingAll');
  config({
    title: headTitle(heading, portal.name),
    description: t('Places.Statistics.Description', { place: data.placeName ?? portal.name }),
    lang: culture,
    Head: (
      <>
        <link rel="canonical" href={data.canonicalUrl} />
        {data.alternates.map((alternate) => (
          <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
        ))}
      </>
    ),
  });
  const overall = data.figures.filter((figure) => figure.existingRooms === undefined);
  return (
    <Container className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{heading}</h1>
        <p className={styles.muted}>
          <T id="Places.Statistics.Method" />
        </p>
      </header>
      {overall.length === 0 && (
        <p>
          <T id="Places.Statistics.NoData" />
        </p>
      )}
      <ul className={styles.figures}>
        {overall.map((figure) => (
          <li key={`${figure.transactionType}/${figure.propertyType}`} className={styles.figure}>
            <a href={figure.searchPath} className={styles.figureLink} data-testid="statistics-figure">
              <span className={styles.figureKind}>
                {t(`Places.Statistics.Kind.${figure.transactionType}`, {
                  type: t(`Listings.PropertyType.Plural.${figure.propertyType}`),
                })}
              </span>
              <span className={styles.figureValue}>
                {t('Places.Statistics.PerM2', { price: money(figure.medianPerM2) })}
              </span>
              <span className={styles.muted}>{t('Places.Statistics.Count', { count: figure.count })}</span>
            </a>
          </li>
        ))}
      </ul>
      {(['Sell', 'Rent'] as const).map((transaction) => (
        <GraphSection
          key={transaction}
          transaction={transaction}
          points={data.graphs[transaction]}
          money={money}
          monthLabel={monthLabel}
        />
      ))}
      <MostViewedListings
        listings={data.mostViewed}
        locale={locale}
        {...(data.placeName !== undefined && { placeName: data.placeName })}
      />
      <ChildrenSection places={data.children} locale={locale} />
      <RatingSection ratings={data.ratings} countries={!data.placeName} money={money} />
    </Container>
  );
}

function GraphSection({
  transaction,
  points,
  money,
  monthLabel,
}: {
  transaction: 'Sell' | 'Rent';
  points: MonthPoint[];
  money: (value: number) => string;
  monthLabel: (month: string) => string;
}) {
  const t = useT();
  if (!points.some((point) => point.medianPerM2 !== undefined)) return null;
  const title = t(`Places.Statistics.Graph.${transaction}`);
  return (
    <section className={styles.section} aria-labelledby={`graph-${transaction}`}>
      <h2 id={`graph-${transaction}`} className={styles.sectionTitle}>
        {title}
      </h2>
      <YearGraph points={points} label={title} format={money} monthLabel={monthLabel} />
      <details className={styles.tableBox}>
        <summary>
          <T id="Places.Statistics.Table" />
        </summary>
        <table className={styles.table}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">
                <T id="Places.Statistics.Month" />
              </th>
              <th scope="col">
                <T id="Places.Statistics.Median" />
              </th>
              <th scope="col">
                <T id="Places.Statistics.Listings" />
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.month}>
                <th scope="row">{monthLabel(point.month)}</th>
                <td>{point.medianPerM2 === undefined ? '–' : money(point.medianPerM2)}</td>
                <td>{point.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

/** The descendants rating (document 001 §3 "ratings"): the places below, dearest first, each linking to its figures. */
function RatingSection({
  ratings,
  countries,
  money,
}: {
  ratings: PlaceStatisticsPageData['ratings'];
  countries: boolean;
  money: (value: number) => string;
}) {
  const t = useT();
  if (ratings.length === 0) return null;
  const title = t(countries ? 'Places.Statistics.RatingCountries' : 'Places.Statistics.Rating');
  return (
    <section className={styles.section} aria-labelledby="statistics-rating">
      <h2 id="statistics-rating" className={styles.sectionTitle}>
        {title}
      </h2>
      <p className={styles.muted}>
        <T id="Places.Statistics.RatingIntro" />
      </p>
      <table className={styles.ratingTable} data-testid="statistics-rating">
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.number}>
              <T id="Places.Statistics.Rank" />
            </th>
            <th scope="col">
              <T id="Places.Statistics.Place" />
            </th>
            <th scope="col" className={styles.number}>
              <T id="Places.Statistics.Median" />
            </th>
            <th scope="col" className={styles.number}>
              <T id="Places.Statistics.Listings" />
            </th>
          </tr>
        </thead>
        <tbody>
          {ratings.map((rated) => (
            <tr key={rated.statsPath}>
              <td className={styles.number}>{rated.rank}</td>
              <th scope="row">
                <a href={rated.statsPath}>{rated.name}</a>
              </th>
              <td className={styles.number}>{money(rated.medianPerM2)}</td>
              <td className={styles.number}>{rated.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * The place's children with their counters (document 001 §5 "Place children counters"), most for
 * sale first then most to rent (§9): each place leads to its own house prices, each count to its search.
 */
function ChildrenSection({ places, locale }: { places: PlaceStatisticsPageData['children']; locale: string }) {
  const t = useT();
  if (places.length === 0) return null;
  const title = t('Places.Statistics.Children');
  const number = new Intl.NumberFormat(locale);
  return (
    <section className={styles.section} aria-labelledby="statistics-children">
      <h2 id="statistics-children" className={styles.sectionTitle}>
        {title}
      </h2>
      <table className={styles.ratingTable} data-testid="statistics-children">
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            <th scope="col">
              <T id="Places.Statistics.Place" />
            </th>
            <th scope="col" className={styles.number}>
              <T id="Places.Statistics.ForSale" />
            </th>
            <th scope="col" className={styles.number}>
              <T id="Places.Statistics.ForRent" />
            </th>
          </tr>
        </thead>
        <tbody>
          {places.map((child) => (
            <tr key={child.Sell.searchPath}>
              <th scope="row">{child.statsPath ? <a href={child.statsPath}>{child.name}</a> : child.name}</th>
              {(['Sell', 'Rent'] as const).map((transaction) => (
                <td key={transaction} className={styles.number}>
                  {child[transaction].count === 0 ? (
                    '0'
                  ) : (
                    <a
                      href={child[transaction].searchPath}
                      aria-label={t(`Places.Statistics.ChildSearch.${transaction}`, {
                        count: child[transaction].count,
                        place: child.name,
                      })}
                      data-testid={`statistics-child-${transaction}`}
                    >
                      {number.format(child[transaction].count)}
                    </a>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
