import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import {
  type MessageStatus,
  participantOf,
  unreadStatusOf,
  validateChatText,
} from '#domain/leads/conversations/Conversation';
import { counterText } from '#domain/portal/Navigation';
import type { DomainError } from '#domain/shared/DomainError';
import { UNREAD_POLL_MS } from '#presentation/leads/chat/UnreadMessagesLeader';

/** What a scenario checked, kept per World (each scenario has its own). */
interface ConversationScenario {
  status?: MessageStatus | DomainError;
  conversation?: { agentUserId: number; visitorUserId: number | null; visitorProfileId: number | null };
  side?: string;
  reply?: DomainError | undefined;
  unread?: number;
}
const scenarios = new WeakMap<object, ConversationScenario>();
const scenario = (world: object): ConversationScenario => {
  if (!scenarios.has(world)) scenarios.set(world, {});
  return scenarios.get(world)!;
};

When('the unread total is asked for without a status', function (this: object) {
  scenario(this).status = unreadStatusOf(undefined);
});

When('the unread total is asked for with status {string}', function (this: object, status: string) {
  scenario(this).status = unreadStatusOf(status);
});

Then('it counts messages with status {string}', function (this: object, status: string) {
  assert.equal(scenario(this).status, status);
});

Then('the answer names the field {string}', function (this: object, field: string) {
  const answer = scenario(this).status;
  assert.ok(typeof answer === 'object', 'expected a refusal');
  assert.equal(answer.field, field);
});

Given(
  'a conversation between visitor user {int} with profile {int} and agent user {int}',
  function (this: object, visitorUserId: number, visitorProfileId: number, agentUserId: number) {
    scenario(this).conversation = { visitorUserId, visitorProfileId, agentUserId };
  },
);

When('user {int} with profile {int} opens it', function (this: object, userId: number, profileId: number) {
  const s = scenario(this);
  s.side = participantOf(s.conversation!, { userId, profileIds: [profileId] }) ?? 'none';
});

Then('they take the side {string}', function (this: object, side: string) {
  assert.equal(scenario(this).side, side);
});

When('a reply of {int} characters is sent', function (this: object, length: number) {
  scenario(this).reply = validateChatText('x'.repeat(length));
});

Then('the reply is answered {string}', function (this: object, answer: string) {
  assert.equal(scenario(this).reply?.message ?? 'accepted', answer);
});

When('{int} messages are unread', function (this: object, count: number) {
  scenario(this).unread = count;
});

Then('the Chat bubble shows {string}', function (this: object, bubble: string) {
  assert.equal(counterText(scenario(this).unread!) ?? '', bubble);
});

Then('the chat unread poll runs every {int} seconds', function (seconds: number) {
  assert.equal(UNREAD_POLL_MS, seconds * 1000);
});
