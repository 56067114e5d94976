/**
 * The presentation's view of the financing configuration: the mortgage provider the calculator
 * asks (config/financing/mortgageProviders.ts names the same one; presentation cannot import config).
 */
export const DEFAULT_MORTGAGE_PROVIDER_ID = 'Default';
