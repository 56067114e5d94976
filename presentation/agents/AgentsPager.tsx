import { T, useT } from '#presentation/shared/i18n';
import styles from './AgentsPager.module.css';

/** Previous, "page N of M", next: the pager of an agent's listings and of a place's agents. */
export function AgentsPager({
  page,
  pages,
  previousPath,
  nextPath,
}: {
  page: number;
  pages: number;
  previousPath?: string | null;
  nextPath?: string | null;
}) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('Agents.Profile.Pages')}>
      {previousPath ? (
        <a href={previousPath} rel="prev">
          <T id="Agents.Profile.Previous" />
        </a>
      ) : (
        <span />
      )}
      <span aria-current="page">{t('Agents.Profile.PageOf', { page, pages })}</span>
      {nextPath ? (
        <a href={nextPath} rel="next">
          <T id="Agents.Profile.Next" />
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
