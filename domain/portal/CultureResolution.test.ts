import {
  acceptedLanguageTags,
  isNegotiatedAwayFromDefault,
  resolveCulture,
  splitCulturePrefix,
  supportedCulture,
} from './CultureResolution';
import type { Language } from './Portal';

const swiss = { cultures: ['de', 'fr', 'it', 'en'] as Language[], defaultCulture: 'de' as Language };
const resolve = (hints: Partial<Parameters<typeof resolveCulture>[1]>) =>
  resolveCulture(swiss, { pathname: '/', ...hints });

describe('resolveCulture', () => {
  it('takes the c query parameter first, over a path prefix, cookie and header', () => {
    expect(resolve({ pathname: '/fr/geneva', cultureParam: 'it', cookie: 'en', acceptLanguage: 'de' })).toEqual({
      culture: 'it',
      source: 'query',
      pathname: '/geneva',
    });
  });

  it('reduces a regional c value to its language', () => {
    expect(resolve({ cultureParam: 'fr-CH' })).toMatchObject({ culture: 'fr', source: 'query' });
  });

  it('takes a path prefix when there is no usable c parameter', () => {
    expect(resolve({ pathname: '/fr/geneva/rent', cultureParam: 'pt', cookie: 'it' })).toEqual({
      culture: 'fr',
      source: 'path',
      pathname: '/geneva/rent',
    });
  });

  it('takes the cookie when the URL names no culture', () => {
    expect(resolve({ pathname: '/geneva', cookie: 'it', acceptLanguage: 'fr' })).toEqual({
      culture: 'it',
      source: 'cookie',
      pathname: '/geneva',
    });
  });

  it('skips a cookie naming a culture the portal does not offer', () => {
    expect(resolve({ cookie: 'es', acceptLanguage: 'fr' })).toMatchObject({ culture: 'fr', source: 'acceptLanguage' });
  });

  it('takes the best Accept-Language the portal offers, region subtags dropped', () => {
    expect(resolve({ acceptLanguage: 'es-ES, fr-CH;q=0.9, en;q=0.8' })).toMatchObject({
      culture: 'fr',
      source: 'acceptLanguage',
    });
  });

  it('honours q-values over header order', () => {
    expect(resolve({ acceptLanguage: 'en;q=0.5, it;q=0.9' })).toMatchObject({ culture: 'it' });
  });

  it('falls back to the portal default when nothing matches', () => {
    expect(resolve({ pathname: '/zurich', cultureParam: 'xx', cookie: '', acceptLanguage: 'ja, zh;q=0.8' })).toEqual({
      culture: 'de',
      source: 'portalDefault',
      pathname: '/zurich',
    });
  });

  it('falls back to the portal default with no hints at all', () => {
    expect(resolveCulture(swiss, { pathname: '/' })).toEqual({ culture: 'de', source: 'portalDefault', pathname: '/' });
  });

  it('uses the first offered culture when the configured default is not offered', () => {
    const broken = { cultures: ['fr', 'en'] as Language[], defaultCulture: 'de' as Language };
    expect(resolveCulture(broken, { pathname: '/' }).culture).toBe('fr');
  });

  it('strips a culture prefix even when the c parameter decides', () => {
    expect(resolve({ pathname: '/en', cultureParam: 'fr' })).toEqual({ culture: 'fr', source: 'query', pathname: '/' });
  });
});

describe('isNegotiatedAwayFromDefault', () => {
  const negotiated = (hints: Partial<Parameters<typeof resolveCulture>[1]>) =>
    isNegotiatedAwayFromDefault(swiss, resolve(hints));

  it('is negotiated when the header or the cookie chose another culture than the default', () => {
    expect(negotiated({ pathname: '/listing/1', acceptLanguage: 'fr-CH,fr;q=0.9' })).toBe(true);
    expect(negotiated({ pathname: '/listing/1', cookie: 'it' })).toBe(true);
  });

  it('is not negotiated when the header asks for the default, the URL names the culture, or nothing does', () => {
    expect(negotiated({ pathname: '/listing/1', acceptLanguage: 'de-CH' })).toBe(false);
    expect(negotiated({ pathname: '/fr/listing/1', acceptLanguage: 'it' })).toBe(false);
    expect(negotiated({ pathname: '/listing/1', cultureParam: 'fr', acceptLanguage: 'it' })).toBe(false);
    expect(negotiated({ pathname: '/listing/1' })).toBe(false);
  });
});

describe('splitCulturePrefix', () => {
  it('accepts a bare language and a language-region segment', () => {
    expect(splitCulturePrefix('/fr', swiss)).toEqual({ culture: 'fr', rest: '/' });
    expect(splitCulturePrefix('/fr-ch/lausanne', swiss)).toEqual({ culture: 'fr', rest: '/lausanne' });
  });

  it('does not mistake a slug starting with a culture for a prefix', () => {
    expect(splitCulturePrefix('/frankfurt/buy', swiss)).toEqual({ culture: null, rest: '/frankfurt/buy' });
    expect(splitCulturePrefix('/de-luxe/1', swiss)).toEqual({ culture: null, rest: '/de-luxe/1' });
  });

  it('leaves a prefix of a culture the portal does not offer in the path', () => {
    expect(splitCulturePrefix('/es/zurich', swiss)).toEqual({ culture: null, rest: '/es/zurich' });
  });
});

describe('supportedCulture', () => {
  it('normalises case, whitespace and underscores', () => {
    expect(supportedCulture(' FR_ch ', swiss)).toBe('fr');
  });

  it('is null for empty, unknown or unoffered values', () => {
    expect(supportedCulture(undefined, swiss)).toBeNull();
    expect(supportedCulture('', swiss)).toBeNull();
    expect(supportedCulture('pt-BR', swiss)).toBeNull();
  });
});

describe('acceptedLanguageTags', () => {
  it('orders by q-value, keeping header order for ties', () => {
    expect(acceptedLanguageTags('fr-CH, fr;q=0.9, en;q=0.9, de;q=0.7')).toEqual(['fr-CH', 'fr', 'en', 'de']);
  });

  it('drops q=0, the wildcard and malformed q-values', () => {
    expect(acceptedLanguageTags('de;q=0, *;q=0.5, it;q=abc, en;q=1.5, fr;q=0.3')).toEqual(['fr']);
  });

  it('tolerates spaces around parameters and empty entries', () => {
    expect(acceptedLanguageTags(' it ; q = 0.8 ,, en ')).toEqual(['en', 'it']);
  });

  it('is empty for a missing header', () => {
    expect(acceptedLanguageTags(null)).toEqual([]);
    expect(acceptedLanguageTags('')).toEqual([]);
  });
});
