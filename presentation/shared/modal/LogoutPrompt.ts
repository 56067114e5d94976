import { makeAutoObservable } from 'mobx';

/**
 * Whether the logout confirmation is open. Shared by the buttons that ask (the profile menu's,
 * which closes as soon as focus leaves it; the settings page's) and the one dialog that
 * answers, which lives with the page (IdentityServices) so it outlives the menu.
 */
export class LogoutPrompt {
  open = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  show(): void {
    this.open = true;
  }

  hide(): void {
    this.open = false;
  }
}
