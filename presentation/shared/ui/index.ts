/** The shell's design system: every page builds on these rather than on its own buttons and dialogs. */
export { Badge, type BadgeTone } from './Badge';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
export { Container } from './Container';
export { Counter } from './Counter';
export { cx } from './cx';
export { Icon } from './Icon';
export { IconButton } from './IconButton';
export type { IconName } from './icons';
export { Modal } from './Modal';
export { Popover, PopoverAnchor } from './Popover';
export { Select } from './Select';
