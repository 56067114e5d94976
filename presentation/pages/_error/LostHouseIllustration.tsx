import styles from './Illustration.module.css';

/** A house at the end of a dotted trail, a question mark over it: the page is not here. Decorative. */
export function LostHouseIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 280 220" aria-hidden="true" focusable="false">
      <circle className={styles.backdrop} cx="140" cy="110" r="104" />
      <path className={styles.trail} d="M24 196c40-6 52-30 88-30s44 18 70 18" />
      <line className={styles.ground} x1="150" y1="188" x2="262" y2="188" />
      <path className={styles.main} d="M162 120 206 84l44 36v64a4 4 0 0 1-4 4h-80a4 4 0 0 1-4-4z" />
      <path className={styles.mainDark} d="M154 124 206 80l52 44-6 7-46-39-46 39z" />
      <rect className={styles.light} x="194" y="148" width="24" height="40" rx="3" />
      <rect className={styles.light} x="174" y="128" width="14" height="14" rx="2" />
      <rect className={styles.light} x="224" y="128" width="14" height="14" rx="2" />
      <circle className={styles.accent} cx="96" cy="74" r="34" />
      <path
        className={styles.light}
        d="M86 66a10 10 0 1 1 15 8.7c-3 1.7-5 3.6-5 7.3v2h-8v-3c0-5.2 2.7-8.2 6.3-10.3A2.6 2.6 0 1 0 94 66zm2 24h8v8h-8z"
      />
    </svg>
  );
}
