import { leadFormContact } from './LeadContact';

describe('leadFormContact: the lead form prefilled (document 000 §3 "leadrequests")', () => {
  it("takes each field from this browser's last lead, else from the profile, else leaves it empty", () => {
    expect(
      leadFormContact(
        { fullName: 'Anna Keller', email: '', phone: '' },
        { email: 'anna@example.com', fullName: 'A. K.' },
      ),
    ).toEqual({ fullName: 'Anna Keller', email: 'anna@example.com', phone: '' });
  });

  it('uses the profile alone when this browser remembers nothing', () => {
    expect(leadFormContact(undefined, { fullName: 'Marco Koch', phone: '+41 44 668 18 00' })).toEqual({
      fullName: 'Marco Koch',
      email: '',
      phone: '+41 44 668 18 00',
    });
  });
});
