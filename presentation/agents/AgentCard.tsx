import type { ReactNode } from 'react';
import { useT } from '#presentation/shared/i18n';
import styles from './AgentCard.module.css';

export interface AgentCardAgent {
  fullName: string;
  avatarUrl?: string;
  languages?: readonly string[];
  agencyName?: string;
}

/**
 * An agent's photo (initials without one), name, agency and languages: the profile's header
 * (`profile`, the name as the page's heading) and an item of the agents-by-place list (`item`, the
 * name as the link to the profile). `name` is that heading or link; `children` go under it.
 */
export function AgentCard({
  agent,
  variant,
  name,
  children,
  culture,
}: {
  agent: AgentCardAgent;
  variant: 'profile' | 'item';
  name: ReactNode;
  children?: ReactNode;
  culture: string;
}) {
  const t = useT();
  const languages = languageNames(agent.languages ?? [], culture);
  const size = variant === 'profile' ? 128 : 64;
  return (
    <div className={`${styles.card} ${variant === 'profile' ? styles.profile : ''}`}>
      {agent.avatarUrl ? (
        <img
          className={styles.photo}
          src={agent.avatarUrl}
          width={size}
          height={size}
          // The item's link says the name already; the profile's photo is the agent's portrait.
          alt={variant === 'profile' ? agent.fullName : ''}
          {...(variant === 'item' && { loading: 'lazy' as const })}
        />
      ) : (
        <span className={`${styles.photo} ${styles.initials}`} aria-hidden="true">
          {initialsOf(agent.fullName)}
        </span>
      )}
      <div className={styles.identity}>
        {name}
        {children}
        {agent.agencyName && <span className={styles.muted}>{agent.agencyName}</span>}
        {languages && <span className={styles.muted}>{t('ItemDetails.Agent.Languages', { languages })}</span>}
      </div>
    </div>
  );
}

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  return (words.length > 1 ? [words[0], words[words.length - 1]] : words)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('');
}

/** "Deutsch, Français" in the page's language, from the ISO codes the profile stores. */
function languageNames(codes: readonly string[], culture: string): string {
  if (codes.length === 0) return '';
  const names = new Intl.DisplayNames([culture], { type: 'language' });
  return codes.map((code) => names.of(code) ?? code).join(', ');
}
