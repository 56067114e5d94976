import { ICONS, type IconName } from './icons';

export interface IconProps {
  name: IconName;
  /** Pixel size; defaults to the surrounding text size (1em). */
  size?: number;
  /** A text alternative when the icon carries meaning on its own; otherwise it is decorative. */
  label?: string;
  className?: string;
}

/** An inline SVG icon. Decorative by default (aria-hidden): the control around it carries the name. */
export function Icon({ name, size, label, className }: IconProps) {
  const icon = ICONS[name];
  const dimension = size ?? '1em';
  const paint =
    icon.kind === 'stroke'
      ? {
          fill: 'none',
          stroke: 'currentColor',
          strokeWidth: 1.8,
          strokeLinecap: 'round' as const,
          strokeLinejoin: 'round' as const,
        }
      : { fill: 'currentColor' };
  return (
    <svg
      viewBox="0 0 24 24"
      width={dimension}
      height={dimension}
      className={className}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...paint}
    >
      {icon.children}
    </svg>
  );
}
