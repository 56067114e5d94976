import { renderToString } from 'react-dom/server';
import { MoneyInput } from './MoneyInput';

describe('MoneyInput', () => {
  it("shows the amount grouped in the portal's culture, not as bare digits", () => {
    const html = renderToString(<MoneyInput value={224000} locale="en" onValueChange={() => {}} />);
    expect(html).toContain('value="224,000"');
    expect(html).toContain('inputMode="numeric"');
    expect(renderToString(<MoneyInput value={undefined} locale="fr" onValueChange={() => {}} />)).toContain('value=""');
  });
});
