import { invalid } from '#domain/shared/DomainError';
import { fieldErrors } from './fieldErrors';

const text = (error: { message: string }) => `«${error.message}»`;

describe('fieldErrors', () => {
  it("gives each failed field its failure's text and leaves passing fields out", () => {
    expect(
      fieldErrors<{ email: string; password: string }>(
        { email: invalid('REQUIRED', 'Immobox.Validations.Required'), password: undefined },
        text,
      ),
    ).toEqual({ email: '«Immobox.Validations.Required»' });
  });

  it('places a list of failures by the field they name, and one naming none on the form', () => {
    expect(
      fieldErrors<{ phone: string }>(
        [invalid('PHONE', 'Immobox.Validations.InvalidMobilePhone', 'phone'), invalid('X', 'Incomplete')],
        text,
      ),
    ).toEqual({ phone: '«Immobox.Validations.InvalidMobilePhone»', form: '«Incomplete»' });
  });
});
