import type { User } from '#domain/agents/Account';
import styles from './Avatar.module.css';

/** A contact's photo, or their initials on a tinted disc when they have none (never an empty grey head). */
export function Avatar({ user, size }: { user: Pick<User, 'fullName' | 'avatarUrl'>; size: number }) {
  const dimension = { width: size, height: size };
  if (user.avatarUrl) {
    return <img className={styles.avatar} src={user.avatarUrl} {...dimension} alt="" loading="lazy" decoding="async" />;
  }
  return (
    <span
      className={`${styles.avatar} ${styles.initials}`}
      style={{ ...dimension, fontSize: size * 0.38 }}
      aria-hidden="true"
    >
      {initialsOf(user.fullName)}
    </span>
  );
}

export function initialsOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/u).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => Array.from(word)[0]?.toUpperCase() ?? '').join('');
}
