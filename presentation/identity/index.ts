/** Identity's public face for pages and other contexts (favourites, saved searches, the shell). */
export type { LoginModalRequest } from '#presentation/shared/modal/LoginModalState';
export { LogoutButton } from './logout/LogoutButton';
export { IdentityServices } from './IdentityServices';
export { AgentDashboardLink } from './dashboard/AgentDashboardLink';
export { LoginStartForm } from './login/LoginStartForm';
export { POST_LOGIN_ACTION_EVENT } from './startup/StartupEffects';
export { identityOf } from './identityOf';
