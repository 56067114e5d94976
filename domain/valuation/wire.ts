import type { Property } from './Property';

/** Document 002 §3: "expectedPrice: list of typed values (type Original)". */
export interface ExpectedPriceValue {
  type: 'Original';
  value: number;
  currencyId: string;
}

/** The property as the valuation service writes it: the expected price as typed values, not `price`. */
export type WireProperty = Omit<Property, 'price'> & { expectedPrice?: ExpectedPriceValue[] };

export function toWire(property: Property): WireProperty {
  const { price, ...rest } = property;
  if (price?.expected === undefined) return rest;
  return { ...rest, expectedPrice: [{ type: 'Original', value: price.expected, currencyId: price.currency ?? '' }] };
}

/**
 * Document 002 §7: "a response interceptor turns the Original expectedPrice entry into price
 * {expected, currency}". What the http adapter applies to every property it reads.
 */
export function fromWire(wire: WireProperty): Property {
  const { expectedPrice, ...rest } = wire;
  const original = expectedPrice?.find((value) => value.type === 'Original');
  return original ? { ...rest, price: { expected: original.value, currency: original.currencyId } } : rest;
}
