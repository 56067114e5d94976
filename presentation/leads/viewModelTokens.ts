import type { ConversationSummary, ConversationThread } from '#domain/leads/conversations/Conversation';
import { viewModelToken } from '#presentation/shared/di/viewModels';
import type { ChatViewModel as ChatViewModelClass } from './chat/ChatViewModel';
import type { LeadFormViewModel as LeadFormViewModelClass } from './LeadFormViewModel';

/** The leads context's view-models (docs/contributing.md "A page's view-model"). */
export const LeadFormViewModel = viewModelToken<LeadFormViewModelClass>('leads.LeadForm');
export const ChatViewModel = viewModelToken<
  ChatViewModelClass,
  { conversations: ConversationSummary[]; thread?: ConversationThread }
>('leads.Chat');
