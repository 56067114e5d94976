import { useIntl } from '#presentation/shared/i18n';
import type { SearchThumbnail as Thumbnail } from '#domain/search/saved/searchThumbnail';
import styles from './SearchThumbnail.module.css';

/**
 * A search's area drawn to scale (domain/search/saved/searchThumbnail): the place's box with its pin,
 * the drawn polygons, the nearby circle, on the map's plain background with a scale bar. Decorative
 * beside the card's title, which names the place: hidden from screen readers.
 */
export function SearchThumbnail({ thumbnail }: { thumbnail: Thumbnail }) {
  const intl = useIntl();
  const { width, height, area, polygons, circle, pin, scale } = thumbnail;
  const distance =
    scale.meters >= 1000
      ? intl.formatNumber(scale.meters / 1000, { style: 'unit', unit: 'kilometer', unitDisplay: 'short' })
      : intl.formatNumber(scale.meters, { style: 'unit', unit: 'meter', unitDisplay: 'short' });
  return (
    <svg
      className={styles.thumbnail}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      aria-hidden="true"
      focusable="false"
      data-testid="search-thumbnail"
    >
      <rect className={styles.ground} width={width} height={height} />
      <path className={styles.grid} d={gridPath(width, height)} />
      {circle && <circle className={styles.circle} cx={circle.cx} cy={circle.cy} r={circle.r} />}
      {area && <rect className={styles.area} x={area.x} y={area.y} width={area.width} height={area.height} rx={2} />}
      {polygons.map((d) => (
        <path key={d} className={styles.polygon} d={d} />
      ))}
      {pin && (
        <path className={styles.pin} d={`M${pin.x} ${pin.y} c-4 -5 -6 -8 -6 -11 a6 6 0 0 1 12 0 c0 3 -2 6 -6 11 z`} />
      )}
      <g className={styles.scale} transform={`translate(8 ${height - 8})`}>
        <path d={`M0 -4 V0 H${scale.pixels} V-4`} />
        <text x={scale.pixels + 4} y={0}>
          {distance}
        </text>
      </g>
    </svg>
  );
}

function gridPath(width: number, height: number): string {
  const lines: string[] = [];
  for (let x = 20; x < width; x += 20) lines.push(`M${x} 0 V${height}`);
  for (let y = 20; y < height; y += 20) lines.push(`M0 ${y} H${width}`);
  return lines.join(' ');
}
