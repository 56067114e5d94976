import { SuggestSaveSearch } from '../suggestSaveSearch/suggestSaveSearch';
import { LoginModalState } from './LoginModalState';
import { LogoutPrompt } from './LogoutPrompt';

/**
 * The page's modals that one part opens and another shows: the login/register modal (identity's),
 * the logout confirmation and the suggest-save-search modal (search's). One per page load in the
 * browser, one per request on the server (nothing opened in one visitor's render reaches another's);
 * view-models and components get it from the container (the ModalService token), never a module.
 */
export class ModalService {
  readonly login = new LoginModalState();
  readonly logout = new LogoutPrompt();
  readonly suggestSaveSearch = new SuggestSaveSearch();
}
