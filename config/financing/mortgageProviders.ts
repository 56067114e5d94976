/**
 * The mortgage providers whose rates and quotes the portal shows (document 001 §7: provider is a
 * parameter of every financing call; names "not shown"). One partner: the portal's own desk.
 */
export const MORTGAGE_PROVIDERS = ['Default'] as const;
export const DEFAULT_MORTGAGE_PROVIDER = 'Default';
