import * as yup from 'yup';
import { CONFIRMATION_TOKEN_PATTERN } from '#domain/alerts/alertAddressConfirmation';

/** The token of a confirmation link (domain/alerts/alertAddressConfirmation): 43 base64url characters. */
export const confirmBodySchema = yup
  .object({
    token: yup
      .string()
      .required('token is required')
      .max(64, 'token must be at most 64 characters')
      .matches(CONFIRMATION_TOKEN_PATTERN, 'token is not a confirmation token'),
  })
  .required();
