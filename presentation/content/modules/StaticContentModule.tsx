import { useId, type ReactNode } from 'react';
import type { ContentModule, ContentPage } from '#domain/content/ContentPage';
import { useT } from '#presentation/shared/i18n';
import { Button, Icon, type IconName } from '#presentation/shared/ui';
import styles from './Modules.module.css';

/** The kinds of module a visitor reads but cannot touch: links, text, tables, native <details>. */
export type StaticContentModuleKind = Exclude<
  ContentModule['kind'],
  'form' | 'mortgageLead' | 'slideshow' | 'mobileAppsPromotion'
>;

interface StaticModuleProps {
  module: Extract<ContentModule, { kind: StaticContentModuleKind }>;
  page: ContentPage;
  /** 1 for a hero that opens the page (it carries the page's h1), 2 otherwise. */
  headingLevel: 1 | 2;
}

/**
 * A module with no behaviour, by kind (document 000 §2): rendered by the server, kept as its HTML
 * at hydration (ContentModuleView's StaticPart), its code loaded only for a client render. HTML
 * arrives sanitised by the content service (sanitize-html, on the server); every other field is
 * text, escaped by React.
 */
export function StaticContentModule({ module, page, headingLevel }: StaticModuleProps) {
  switch (module.kind) {
    case 'hero':
      return <Hero module={module} level={headingLevel} />;
    case 'html':
      return <div className={styles.html} dangerouslySetInnerHTML={{ __html: module.html }} />;
    case 'faq':
      return <Faq module={module} />;
    case 'breadcrumb':
      return <Breadcrumb module={module} page={page} />;
    case 'iconFacts':
      return (
        <Section title={module.title}>
          <ul className={styles.facts}>
            {module.facts.map((fact) => (
              <li key={fact.title} className={styles.fact}>
                <span className={styles.factIcon} aria-hidden="true">
                  <Icon name={fact.icon as IconName} />
                </span>
                <h3 className={styles.factTitle}>{fact.title}</h3>
                <p className={styles.factText}>{fact.text}</p>
              </li>
            ))}
          </ul>
        </Section>
      );
    case 'relatedArticles':
      return <LinkCards title={module.title} links={module.articles} />;
    case 'placesList':
      return <LinkList title={module.title} links={module.places} />;
    case 'seoChildren':
      return <LinkList title={module.title} links={module.links} />;
    case 'seoPropertyTypes':
      return <LinkList title={module.title} links={module.links} />;
    case 'placePresentation':
      return (
        <Section title={module.title}>
          <p className={styles.lead}>{module.text}</p>
        </Section>
      );
    case 'averageTemperatures':
      return <AverageTemperatures module={module} />;
  }
}

function Section({ title, children }: { title?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={title ? id : undefined}>
      {title && (
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}

function Hero({ module, level }: { module: Extract<ContentModule, { kind: 'hero' }>; level: 1 | 2 }) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.hero}>
      <Heading className={styles.heroTitle}>{module.title}</Heading>
      {module.text && <p className={styles.heroText}>{module.text}</p>}
      {module.link && (
        <Button href={module.link.link} variant="secondary">
          {module.link.title}
        </Button>
      )}
    </section>
  );
}

function Faq({ module }: { module: Extract<ContentModule, { kind: 'faq' }> }) {
  return (
    <Section title={module.title}>
      <div className={styles.faq} data-testid="faq">
        {module.items.map((item) => (
          <details key={item.question} className={styles.faqItem}>
            <summary className={styles.faqQuestion}>
              <span>{item.question}</span>
              <span className={styles.faqChevron} aria-hidden="true">
                <Icon name="chevronDown" />
              </span>
            </summary>
            <div className={styles.faqAnswer} dangerouslySetInnerHTML={{ __html: item.answer }} />
          </details>
        ))}
      </div>
    </Section>
  );
}

function Breadcrumb({ module, page }: { module: Extract<ContentModule, { kind: 'breadcrumb' }>; page: ContentPage }) {
  const t = useT();
  const items = [{ title: t('Content.Breadcrumb.Home'), link: '/' }, ...module.items];
  return (
    <nav aria-label={t('Content.Breadcrumb.Label')} className={styles.breadcrumb}>
      <ol>
        {items.map((item) => (
          <li key={item.link}>
            <a href={item.link}>{item.title}</a>
            <span aria-hidden="true" className={styles.crumbSeparator}>
              <Icon name="chevronRight" />
            </span>
          </li>
        ))}
        <li aria-current="page">{page.title}</li>
      </ol>
    </nav>
  );
}

function LinkList({ title, links }: { title: string; links: { title: string; link: string }[] }) {
  return (
    <Section title={title}>
      <ul className={styles.linkList}>
        {links.map((link) => (
          <li key={link.link}>
            <a href={link.link}>{link.title}</a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function LinkCards({ title, links }: { title: string; links: { title: string; link: string }[] }) {
  return (
    <Section title={title}>
      <ul className={styles.cards}>
        {links.map((link) => (
          <li key={link.link}>
            <a className={styles.card} href={link.link}>
              <span>{link.title}</span>
              <Icon name="arrowRight" />
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function AverageTemperatures({ module }: { module: Extract<ContentModule, { kind: 'averageTemperatures' }> }) {
  const t = useT();
  return (
    <Section title={module.title}>
      {/* Twelve months scroll sideways on a phone: a region reachable by the keyboard, named by the module's title (axe scrollable-region-focusable); the table inside keeps its table semantics. */}
      <div className={styles.temperaturesScroll} tabIndex={0} role="region" aria-label={module.title}>
        <table className={styles.temperatures}>
          <thead>
            <tr>
              {module.months.map((_, index) => (
                <th key={index} scope="col">
                  {t(`Content.Temperatures.Month.${index + 1}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              {module.months.map((value, index) => (
                <td key={index}>{t('Content.Temperatures.Value', { value })}</td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </Section>
  );
}
