import { type DomainError, invalid } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { type InterestRates, type InterestType, isInterestType } from './interestRates';

/** Reads our interest-rate table format ({provider, asOf, rates: {Fixed10: 1.53, Saron: 0.85}}), refusing anything else. */
export function parseInterestRates(text: string): Result<InterestRates, DomainError> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return err(invalid('INTEREST_RATES_NOT_VALID', 'interest rates are not JSON'));
  }
  if (typeof data !== 'object' || data === null)
    return err(invalid('INTEREST_RATES_NOT_VALID', 'interest rates must be an object'));
  const { provider, asOf, rates } = data as Record<string, unknown>;
  if (typeof provider !== 'string' || !/^[A-Za-z][A-Za-z0-9]{0,39}$/.test(provider))
    return err(invalid('INTEREST_RATES_NOT_VALID', 'provider must be a name', 'provider'));
  if (typeof asOf !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(asOf))
    return err(invalid('INTEREST_RATES_NOT_VALID', 'asOf must be a date YYYY-MM-DD', 'asOf'));
  if (typeof rates !== 'object' || rates === null)
    return err(invalid('INTEREST_RATES_NOT_VALID', 'rates are missing', 'rates'));
  const parsed: Partial<Record<InterestType, number>> = {};
  for (const [type, rate] of Object.entries(rates)) {
    if (!isInterestType(type))
      return err(invalid('INTEREST_RATES_NOT_VALID', `unknown interest type ${type}`, 'rates'));
    if (typeof rate !== 'number' || !(rate >= -1 && rate <= 20))
      return err(invalid('INTEREST_RATES_NOT_VALID', `rate of ${type} must be a number between -1 and 20`, 'rates'));
    parsed[type] = rate;
  }
  if (Object.keys(parsed).length === 0) return err(invalid('INTEREST_RATES_NOT_VALID', 'rates are empty', 'rates'));
  return ok({ provider, asOf, rates: parsed });
}
