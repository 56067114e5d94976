/** The communications routes (document 001 §7 "Communications") under the services' base URL (our /svc/communications). */
export const CONVERSATION_PATHS = {
  unread: '/communications/conversation/unread',
  list: '/communications/conversations',
  one: (id: number) => `/communications/conversations/${id}`,
  messages: (id: number) => `/communications/conversations/${id}/messages`,
  read: (id: number) => `/communications/conversations/${id}/read`,
} as const;
