import styles from './Illustration.module.css';

/** A cup of coffee, steaming: "get a cup of coffee and come back in a minute". */
export function CoffeeIllustration({ className, label }: { className?: string; label: string }) {
  return (
    <svg className={className} viewBox="0 0 280 220" role="img" aria-label={label}>
      <circle className={styles.backdrop} cx="140" cy="112" r="104" />
      <path className={styles.steam} d="M112 58c-8-10 8-16 0-28" />
      <path className={styles.steam} d="M138 52c-8-10 8-16 0-28" />
      <path className={styles.steam} d="M164 58c-8-10 8-16 0-28" />
      <ellipse className={styles.mainDark} cx="140" cy="186" rx="86" ry="12" />
      <ellipse className={styles.light} cx="140" cy="180" rx="78" ry="10" />
      <path className={styles.outline} d="M196 110c22 0 30 10 30 22s-10 24-34 24" />
      <path className={styles.main} d="M78 86h124l-8 66a28 28 0 0 1-28 24h-52a28 28 0 0 1-28-24z" />
      <ellipse className={styles.mainDark} cx="140" cy="86" rx="62" ry="12" />
      <ellipse className={styles.coffee} cx="140" cy="88" rx="54" ry="8" />
      <path className={styles.light} opacity="0.35" d="M92 100h10l-4 46a10 10 0 0 1-4 6z" />
      <path className={styles.accent} d="M140 118c-6-7-16-3-15 5 1 7 15 15 15 15s14-8 15-15c1-8-9-12-15-5z" />
    </svg>
  );
}
