import type { SearchCaller, SearchesService } from '#application/search/ports';
import type { Place } from '#domain/places/Place';
import type { ExchangeRates } from '#domain/portal/ExchangeRates';
import type { SearchOracle } from './SearchOracle';

/**
 * Who calls, in the contract suites: an unknown visitor (no profile), Alice (a guest who gave her
 * e-mail: may save), Bob (signed in), and Gus (a profile we know nothing about: may not save).
 */
export type ContractCaller = 'visitor' | 'alice' | 'bob' | 'gus';

/** What a contract suite needs from the adapter under test and from the data it runs on. */
export interface SearchesContractFixture {
  /** The adapter as that caller reaches it, and the caller value to pass it. */
  as(who: ContractCaller): { searches: SearchesService; caller: SearchCaller };
  oracle: SearchOracle;
  rates: ExchangeRates;
  place(id: string): Promise<Place>;
  /** A locality of the data set where no live listing stands. */
  emptyLocalityId: string;
}
