/**
 * Countries as feeds name them: OpenImmo writes ISO 3166-1 alpha-3 (`DEU`), Kyero an English name
 * (`Spain`). The table of every country lives in a library the domain does not import; the mapping
 * asks through this interface and refuses what it cannot name.
 */
export interface CountryCodes {
  /** The alpha-2 code of an alpha-2, alpha-3 or English country name; undefined when it is none. */
  alpha2(codeOrName: string): string | undefined;
}
