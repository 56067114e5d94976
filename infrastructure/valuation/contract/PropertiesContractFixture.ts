import type { PropertiesService, ValuationCaller } from '#application/valuation/ports';

/** Who calls in the contract: the owner, another visitor (never sees the owner's), a caller without a profile, one to rate-limit. */
export type PropertiesCaller = 'owner' | 'other' | 'nobody' | 'limited';

export interface PropertiesContractFixture {
  /** The valuation handlers (in the shape of the calls, propertiesServiceOf) over one set of adapters. */
  as(who: PropertiesCaller): { properties: PropertiesService; caller: ValuationCaller };
  /** A freshly solved captcha token (good once). */
  captchaToken(): Promise<string>;
  /** The valuation model under test starts "being fitted"; this lets it answer. */
  openModel(): void;
  /** Valuations allowed per profile in the window. */
  limitPerProfile: number;
}
