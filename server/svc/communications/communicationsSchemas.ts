import * as yup from 'yup';
import { MESSAGE_STATUSES, type MessageStatus } from '#domain/leads/conversations/Conversation';
import { MESSAGE_MAX_LENGTH } from '#domain/leads/LeadValidation';

/** Document 001 §7: "GET /conversation/unread (status, default Dispatched)". */
export const unreadQuerySchema = yup.object({
  status: yup
    .string()
    .oneOf([...MESSAGE_STATUSES], 'Required field is not provided or invalid')
    .default<MessageStatus>('Dispatched'),
});

/** A reply: its text (the domain says 'Immobox.Validations.Required' for a blank one); a little room for spaces. */
export const messageBodySchema = yup.object({
  text: yup
    .string()
    .typeError('Required field is not provided or invalid')
    .required('Immobox.Validations.Required')
    .max(MESSAGE_MAX_LENGTH * 2, 'Must be no more than {n} characters'),
});
