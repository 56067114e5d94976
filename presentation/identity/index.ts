/** Identity's public face for pages and other contexts (favourites, saved searches, the shell). */
export { loginModal, type LoginModalRequest } from './modal/loginModal';
export { logoutPrompt } from './logout/logoutPrompt';
export { LogoutButton } from './logout/LogoutButton';
export { IdentityServices } from './IdentityServices';
export { AgentDashboardLink } from './dashboard/AgentDashboardLink';
export { LoginStartForm } from './login/LoginStartForm';
export { POST_LOGIN_ACTION_EVENT } from './startup/StartupEffects';
export { identityOf } from './identityOf';
export { guestProfileId } from './session/guestProfileId';
