import 'reflect-metadata';
import { Container } from 'inversify';
import { FindPlacesBySlug } from '#application/places/tokens';
import { ok } from '#domain/shared/Result';
import { unsupportedTransaction } from './unsupportedTransaction';

function containerWithPlaces(slugs: Record<string, string>) {
  const container = new Container();
  container.bind(FindPlacesBySlug).toConstantValue({
    execute: ({ slug }: { slug: string }) =>
      Promise.resolve(ok(slugs[slug] ? [{ place: { countryISO: slugs[slug] } }] : [])),
  } as never);
  return container;
}

describe('a place path whose last word is no transaction', () => {
  const container = containerWithPlaces({ zurich: 'CH', switzerland: 'CH' });
  const page = { countries: ['CH'] };

  it("is 'Transaction slug is not supported' (document 001 §5) when the place exists", async () => {
    const error = await unsupportedTransaction(container, '/switzerland/zurich/lease', page);
    expect(error).toMatchObject({ message: 'Transaction slug is not supported' });
    expect(await unsupportedTransaction(container, '/switzerland/lease', page)).toMatchObject({
      message: 'Transaction slug is not supported',
    });
  });

  it('is nothing to say when no place is named, or the word is a transaction', async () => {
    expect(await unsupportedTransaction(container, '/about/lease', page)).toBeUndefined();
    expect(await unsupportedTransaction(container, '/switzerland/zurich/buy', page)).toBeUndefined();
    expect(await unsupportedTransaction(container, '/a/b/c/d', page)).toBeUndefined();
  });
});
