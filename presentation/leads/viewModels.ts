import { ContainerModule } from 'inversify';
import {
  GetProfileLeadContact,
  GetRememberedLeadContact,
  MarkConversationRead,
  OpenLeadForm,
  SendChatMessage,
  SubmitLeadRequest,
} from '#application/leads/tokens';
import { lazy } from '#presentation/shared/di/viewModels';
import { ModalService } from '#presentation/shared/modal/tokens';
import { AppAdvertisementViewModel } from '#presentation/shared/shell/appAdvertisementTokens';
import { NavigationViewModel, NotificationsViewModel } from '#presentation/shared/shell/tokens';
import { ActTracker } from '#presentation/shared/tracking/ActTracker';
import { ChatViewModel as ChatViewModelClass } from './chat/ChatViewModel';
import { refreshUnreadMessages } from './chat/UnreadMessagesSync';
import { LeadFormViewModel as LeadFormViewModelClass } from './LeadFormViewModel';
import { ChatViewModel, LeadFormViewModel } from './viewModelTokens';

/**
 * The leads view-models' factories. Every dependency is resolved when first called (`lazy`): a
 * server render has no toasts, tracker or browser contact store, and sends nothing.
 */
export const leadsViewModels = new ContainerModule(({ bind }) => {
  bind(LeadFormViewModel)
    .toDynamicValue((context) => {
      const remembered = lazy(context, GetRememberedLeadContact);
      return () =>
        new LeadFormViewModelClass({
          submitLead: lazy(context, SubmitLeadRequest),
          openForm: lazy(context, OpenLeadForm),
          // The contact data remembered in this browser; a server render has none.
          rememberedContact: { execute: () => (typeof window === 'undefined' ? undefined : remembered.execute()) },
          readProfileContact: lazy(context, GetProfileLeadContact),
          notifications: lazy(context, NotificationsViewModel),
          modals: lazy(context, ModalService),
          appAdvertisement: lazy(context, AppAdvertisementViewModel),
          tracker: lazy(context, ActTracker),
        });
    })
    .inTransientScope();

  bind(ChatViewModel)
    .toDynamicValue((context) => {
      const send = lazy(context, SendChatMessage);
      const mark = lazy(context, MarkConversationRead);
      const navigation = lazy(context, NavigationViewModel);
      return (initial) =>
        new ChatViewModelClass(
          {
            // The http adapter acts as the bearer's user: the caller here only types the call.
            sendMessage: (id, text) => send.execute({ id, text, caller: { userId: 0, profileIds: [] } }),
            markRead: (id) => mark.execute({ id, caller: { userId: 0, profileIds: [] } }),
            read: (count) => {
              navigation.setUnreadMessages(navigation.unreadMessages - count);
              refreshUnreadMessages();
            },
          },
          initial,
        );
    })
    .inTransientScope();
});
