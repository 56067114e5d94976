import { MESSAGE_MAX_LENGTH } from '../LeadValidation';
import {
  countsAsUnread,
  DEFAULT_UNREAD_STATUS,
  otherParticipant,
  unreadMessagesOf,
  participantOf,
  unreadStatusOf,
  validateChatText,
} from './Conversation';

describe('conversations (document 001 §7 "GET /conversation/unread (status, default Dispatched)")', () => {
  const conversation = { agentUserId: 7, visitorUserId: null, visitorProfileId: 40 };

  it('counts Dispatched messages when no status is asked for, and only the statuses that exist', () => {
    expect(DEFAULT_UNREAD_STATUS).toBe('Dispatched');
    expect(unreadStatusOf(undefined)).toBe('Dispatched');
    expect(unreadStatusOf('Read')).toBe('Read');
    expect(unreadStatusOf('Spam')).toMatchObject({ kind: 'INVALID', field: 'status' });
  });

  it('knows the agent by user and the visitor by user or by the profile that sent the lead', () => {
    expect(participantOf(conversation, { userId: 7, profileIds: [] })).toBe('agent');
    expect(participantOf(conversation, { userId: 9, profileIds: [40] })).toBe('visitor');
    expect(participantOf({ ...conversation, visitorUserId: 9 }, { userId: 9, profileIds: [] })).toBe('visitor');
    expect(participantOf(conversation, { userId: 9, profileIds: [41] })).toBeUndefined();
    expect(otherParticipant('agent')).toBe('visitor');
  });

  it("applies the lead form's message rules: required, at most 3000 characters (document 001 §5)", () => {
    expect(validateChatText('  ')).toMatchObject({ message: 'Immobox.Validations.Required', field: 'text' });
    expect(validateChatText('x'.repeat(MESSAGE_MAX_LENGTH))).toBeUndefined();
    expect(validateChatText('x'.repeat(MESSAGE_MAX_LENGTH + 1))).toMatchObject({ code: 'MAX_LENGTH', field: 'text' });
  });

  it('counts as unread to a party the messages the other party wrote, Dispatched unless another status is asked (document 000 §4)', () => {
    const unread = unreadMessagesOf();
    expect(unread).toEqual({ status: 'Dispatched', authorFor: { agent: 'visitor', visitor: 'agent' } });
    expect(countsAsUnread({ author: 'visitor', status: 'Dispatched' }, 'agent', unread)).toBe(true);
    expect(countsAsUnread({ author: 'agent', status: 'Dispatched' }, 'visitor', unread)).toBe(true);
    expect(countsAsUnread({ author: 'agent', status: 'Dispatched' }, 'agent', unread)).toBe(false);
    expect(countsAsUnread({ author: 'visitor', status: 'Read' }, 'agent', unread)).toBe(false);
    expect(countsAsUnread({ author: 'visitor', status: 'Read' }, 'agent', unreadMessagesOf('Read'))).toBe(true);
  });
});
