import { leadFieldErrors, validateLeadContact } from './LeadValidation';

describe('lead form validation (document 001 §5)', () => {
  it("asks for every missing field with 'Immobox.Validations.Required'", () => {
    const errors = leadFieldErrors({ fullName: ' ', email: '', phone: '' });
    expect(errors.fullName?.message).toBe('Immobox.Validations.Required');
    expect(errors.email?.message).toBe('Immobox.Validations.Required');
    expect(errors.phone?.message).toBe('Immobox.Validations.Required');
  });

  it("refuses an e-mail address with 'General.Validators.InvalidEmail'", () => {
    expect(leadFieldErrors({ email: 'anna@' }).email?.message).toBe('General.Validators.InvalidEmail');
  });

  it("checks the phone with libphonenumber-js: 'Immobox.Validations.InvalidMobilePhone'", () => {
    expect(leadFieldErrors({ phone: '12ab' }, 'CH').phone?.message).toBe('Immobox.Validations.InvalidMobilePhone');
    expect(leadFieldErrors({ phone: '123' }, 'CH').phone?.message).toBe('Immobox.Validations.InvalidMobilePhone');
    // A national number reads in the portal's country; brackets, spaces and dashes are for reading.
    expect(leadFieldErrors({ phone: '044 668-18-00' }, 'CH').phone).toBeUndefined();
    expect(leadFieldErrors({ phone: '+33 (1) 42 68 53 00' }, 'CH').phone).toBeUndefined();
  });

  it("limits the text area to 3000 characters: 'Must be no more than {n} characters'", () => {
    expect(leadFieldErrors({ message: 'x'.repeat(3000) }).message).toBeUndefined();
    expect(leadFieldErrors({ message: 'x'.repeat(3001) }).message).toMatchObject({
      message: 'Must be no more than {n} characters',
      values: { n: 3000 },
    });
  });

  it("wants a name of at least two characters: 'Must be at least {n} characters'", () => {
    expect(leadFieldErrors({ fullName: 'A' }).fullName).toMatchObject({ values: { n: 2 } });
  });

  it("answers the service's 'Required field is not provided or invalid' naming the field", () => {
    expect(validateLeadContact({ fullName: 'Anna Keller', email: 'anna@example.com', phone: '' }, 'CH')).toMatchObject({
      message: 'Required field is not provided or invalid',
      field: 'phone',
    });
    expect(
      validateLeadContact({ fullName: 'Anna Keller', email: 'anna@example.com', phone: '+41 44 668 18 00' }, 'CH'),
    ).toBeUndefined();
  });
});
