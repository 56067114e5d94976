import { Icon } from '#presentation/shared/ui/Icon';

/** The search page's icons: the shell's set at the page's default size, always decorative. */
export type SearchIconName = 'map' | 'list' | 'filters' | 'draw' | 'trendDown' | 'camera' | 'sort' | 'trash';

export function SearchIcon({
  name,
  size = 20,
  className,
}: {
  name: SearchIconName;
  size?: number;
  className?: string;
}) {
  return <Icon name={name} size={size} className={className} />;
}
