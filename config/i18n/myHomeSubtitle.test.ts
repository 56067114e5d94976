import { subtitleText } from '#presentation/search/myHome/subtitleText';
import { getMessages } from './index';

const catalogue = (culture: string) => (key: string) => getMessages(culture)[key];

describe('the saved search subtitle on My home', () => {
  it('translates the transaction and the property types, keeps the other words', () => {
    expect(subtitleText('Sell · Apartment, House · 3+ rooms', catalogue('fr'))).toBe(
      'Acheter · Appartements, Maisons · 3+ rooms',
    );
    expect(subtitleText('Rent · Apartment', catalogue('de'))).not.toContain('Apartment');
    expect(subtitleText('Sell · Apartment', catalogue('en'))).not.toBe('');
  });

  it('leaves an empty subtitle empty', () => {
    expect(subtitleText('', catalogue('fr'))).toBe('');
  });
});
