import * as yup from 'yup';

/** GET /svc/portal/visitor takes no parameters: anything sent is refused (400 naming it), not ignored. */
export const personalPartQuerySchema = yup
  .object({})
  .test('no-unknown-parameter', 'Unknown parameter', function noUnknown(value) {
    const unknown = Object.keys(value ?? {})[0];
    return unknown === undefined ? true : this.createError({ path: unknown, message: `Unknown parameter ${unknown}` });
  });
