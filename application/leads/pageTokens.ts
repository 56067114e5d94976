import type { ServiceIdentifier } from 'inversify';
import type { LoadChatPageHandler } from './queries/LoadChatPage';

/** DI tokens of the leads' own pages (presentation/pages/chat), apart from ./tokens.ts. */
export const LoadChatPage: ServiceIdentifier<LoadChatPageHandler> = Symbol.for('leads.LoadChatPage');
