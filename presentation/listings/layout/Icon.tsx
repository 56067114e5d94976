import { Icon as ShellIcon } from '#presentation/shared/ui/Icon';
import type { IconName as ShellIconName } from '#presentation/shared/ui/icons';

/** The listing page's icons: the shell's set at the page's default size, always decorative. */
const NAMES = {
  pin: 'pin',
  chevronLeft: 'chevronLeft',
  chevronRight: 'chevronRight',
  camera: 'camera',
  phone: 'phone',
  mail: 'mail',
  calendar: 'calendar',
  trendDown: 'trendDown',
  trendUp: 'trendUp',
  home: 'home',
  archive: 'archive',
  check: 'tick',
  leaf: 'leaf',
  user: 'user',
} as const satisfies Record<string, ShellIconName>;

export type IconName = keyof typeof NAMES;

export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return <ShellIcon name={NAMES[name]} size={size} className={className} />;
}
