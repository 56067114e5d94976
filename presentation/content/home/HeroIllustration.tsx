import styles from './HeroIllustration.module.css';

/**
 * The hero's picture on wide screens: a house at dusk with lit windows, a tree and a map pin,
 * drawn flat in the brand colours. Decorative; inline so the hero paints without an image request.
 */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 520 420" aria-hidden="true" focusable="false">
      <circle className={styles.glow} cx="290" cy="220" r="190" />
      <circle className={styles.sun} cx="440" cy="86" r="30" />
      <ellipse className={styles.ground} cx="280" cy="372" rx="250" ry="26" />
      <rect className={styles.trunk} x="62" y="282" width="12" height="86" rx="4" />
      <circle className={styles.treeDark} cx="68" cy="262" r="46" />
      <circle className={styles.tree} cx="58" cy="250" r="34" />
      <rect className={styles.block} x="292" y="150" width="176" height="218" rx="6" />
      <rect className={styles.roofLine} x="282" y="138" width="196" height="16" rx="4" />
      <rect className={styles.window} x="316" y="180" width="54" height="46" rx="4" />
      <rect className={styles.windowDim} x="390" y="180" width="54" height="46" rx="4" />
      <rect className={styles.window} x="390" y="246" width="54" height="46" rx="4" />
      <rect className={styles.windowDim} x="316" y="246" width="54" height="46" rx="4" />
      <rect className={styles.glass} x="316" y="312" width="128" height="56" rx="4" />
      <rect className={styles.walls} x="122" y="206" width="172" height="162" rx="4" />
      <path className={styles.walls} d="M122 214 208 138l86 76z" />
      <path className={styles.roof} d="M104 214 208 120l104 94-12 12-92-82-92 82z" />
      <rect className={styles.window} x="146" y="238" width="40" height="40" rx="4" />
      <rect className={styles.window} x="230" y="238" width="40" height="40" rx="4" />
      <rect className={styles.door} x="188" y="300" width="40" height="68" rx="6" />
      <circle className={styles.knob} cx="220" cy="336" r="3" />
      <g className={styles.pin}>
        <path className={styles.pinBody} d="M208 24c-24 0-42 18-42 41 0 30 42 67 42 67s42-37 42-67c0-23-18-41-42-41z" />
        <circle className={styles.pinDot} cx="208" cy="64" r="15" />
      </g>
    </svg>
  );
}
