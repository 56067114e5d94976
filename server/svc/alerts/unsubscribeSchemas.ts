import * as yup from 'yup';
import { idSchema } from '#server/svc/shared/validate';

/** The search whose alert the owner turns off (document 001 §5: a safe integer id of at least 1). */
export const unsubscribeBodySchema = yup
  .object({ searchId: idSchema('searchId').strict().required('searchId is required') })
  .required();
