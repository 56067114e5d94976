import { domainError, type DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import {
  DEFAULT_FACET_COUNT,
  FACET_NAMES,
  FACET_SORTS,
  type FacetName,
  type FacetSort,
  type FacetSpec,
  MAX_FACET_COUNT,
  isRangeFacet,
} from './FacetSpec';

const VALUE = /^[\p{L}\p{N}_.-]+$/u;
const POSITIVE_INTEGER = /^[1-9]\d*$/;
const POSITIVE_NUMBER = /^(?:\d+(?:\.\d+)?|\.\d+)$/;

const facetNotValid = (spec: string, reason: string): DomainError =>
  domainError('INVALID', 'FACET_NOT_VALID', `facet is not valid: ${reason}`, { field: 'facet', values: { spec } });

/**
 * Document 001 §7: facet format 'name,count:n,sort:,values:,interval:'. Options after the name
 * in any order, each at most once; an empty option value means its default. Values are
 * separated by '|'. Range facets (price, livingArea) take an interval; term facets refuse one.
 */
export function parseFacetSpec(spec: string): Result<FacetSpec, DomainError> {
  const [name, ...options] = spec.split(',').map((part) => part.trim());
  if (!(FACET_NAMES as readonly string[]).includes(name)) return err(facetNotValid(spec, `unknown facet '${name}'`));
  const facet: FacetSpec = {
    name: name as FacetName,
    count: DEFAULT_FACET_COUNT,
    sort: isRangeFacet(name as FacetName) ? 'value' : '-count',
  };
  const seen = new Set<string>();
  for (const option of options.filter((part) => part !== '')) {
    const colon = option.indexOf(':');
    const key = colon < 0 ? option : option.slice(0, colon);
    const value = colon < 0 ? '' : option.slice(colon + 1);
    if (seen.has(key)) return err(facetNotValid(spec, `option '${key}' given twice`));
    seen.add(key);
    const failure = applyOption(facet, key, value);
    if (failure) return err(facetNotValid(spec, failure));
  }
  if (facet.interval !== undefined && !isRangeFacet(facet.name))
    return err(facetNotValid(spec, `'${facet.name}' takes no interval`));
  return ok(facet);
}

function applyOption(facet: FacetSpec, key: string, value: string): string | undefined {
  if (value === '' && ['count', 'sort', 'values', 'interval'].includes(key)) return undefined;
  switch (key) {
    case 'count':
      if (!POSITIVE_INTEGER.test(value) || Number(value) > MAX_FACET_COUNT)
        return `count must be an integer from 1 to ${MAX_FACET_COUNT}`;
      facet.count = Number(value);
      return undefined;
    case 'sort':
      if (!(FACET_SORTS as readonly string[]).includes(value)) return `sort must be one of ${FACET_SORTS.join(', ')}`;
      facet.sort = value as FacetSort;
      return undefined;
    case 'values': {
      const values = value.split('|').filter((v) => v !== '');
      if (!values.every((v) => VALUE.test(v))) return 'values must be letters, digits, _ . or -, separated by |';
      facet.values = [...new Set(values)];
      return undefined;
    }
    case 'interval':
      if (!POSITIVE_NUMBER.test(value) || !(Number(value) > 0)) return 'interval must be a positive number';
      facet.interval = Number(value);
      return undefined;
    default:
      return `unknown option '${key}'`;
  }
}
