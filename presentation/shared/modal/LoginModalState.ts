import { makeAutoObservable } from 'mobx';

export interface LoginModalRequest {
  /** Opened by a click on a favourite button (document 000 §4 "Favourite click"). */
  favoriteFlow?: boolean;
  /** false opens the login view; register is the default. */
  isRegister?: boolean;
  /** Where to come back after login, e.g. the page with favoriteListingId in its query. */
  callbackUrl?: string;
  /** An encoded post-login action to replay once after login. */
  action?: string;
}

/**
 * The login/register modal's visibility and parameters, shared by whatever opens it (navigation,
 * favourite buttons, save-search) and the one modal that shows (IdentityServices); one per
 * ModalService.
 */
export class LoginModalState {
  request: LoginModalRequest | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  open(request: LoginModalRequest = {}): void {
    this.request = request;
  }

  close(): void {
    this.request = null;
  }

  toggle(request: LoginModalRequest = {}): void {
    this.request = this.request ? null : request;
  }
}
