import { useT } from '#presentation/shared/i18n';
import { cx } from '#presentation/shared/ui';
import styles from './Logo.module.css';

/**
 * The "Homefinder" wordmark: a house in a rounded square, then the name. One SVG (textLength
 * pins the word's width, so the header never reflows while fonts load), linking home (the visitor's
 * culture's home page: `/` or `/{culture}`).
 */
export function Logo({
  portalName,
  tone = 'default',
  home = '/',
  markOnly = false,
}: {
  portalName: string;
  tone?: 'default' | 'onDark';
  home?: string;
  /** Below 1024 px only the house shows, leaving the header's search box room to type a place. */
  markOnly?: boolean;
}) {
  const t = useT();
  return (
    <a
      href={home}
      className={cx(styles.logo, tone === 'onDark' && styles.onDark, markOnly && styles.markOnly)}
      aria-label={t('Shell.Header.LogoAlt', { portalName })}
    >
      <svg
        className={styles.svg}
        viewBox="0 0 164 32"
        preserveAspectRatio="xMinYMid slice"
        aria-hidden="true"
        focusable="false"
      >
        <rect className={styles.mark} width="32" height="32" rx="9" />
        <path
          className={styles.roof}
          d="M7.5 15.6 16 8.6l8.5 7V24a1.2 1.2 0 0 1-1.2 1.2h-4.6v-5.4h-5.4v5.4H8.7A1.2 1.2 0 0 1 7.5 24z"
        />
        <circle className={styles.dot} cx="24.2" cy="8.4" r="3.2" />
        <text
          x="41"
          y="23"
          fontSize="21"
          fontWeight="800"
          letterSpacing="-0.4"
          textLength="121"
          lengthAdjust="spacingAndGlyphs"
          fontFamily="inherit"
        >
          <tspan className={styles.home}>Home</tspan>
          <tspan className={styles.finder}>finder</tspan>
        </text>
      </svg>
    </a>
  );
}
