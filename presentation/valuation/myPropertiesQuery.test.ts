import { myPropertiesQuery } from './myPropertiesQuery';

describe('My properties (document 002 §1, §4)', () => {
  it("asks for the estimates in each property's own currency, as the result page shows them, not the visitor's", () => {
    expect(myPropertiesQuery('Descending')).toEqual({ sort: 'Descending', count: 50 });
    expect(myPropertiesQuery('Ascending')).not.toHaveProperty('currencyId');
  });
});
