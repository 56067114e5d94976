import { makeAutoObservable } from 'mobx';
import {
  appAdvertMemoryOf,
  dismissAppAdvert,
  mayOfferAppAdvert,
  type AppAdvertMemory,
  type AppAdvertStep,
  type AppAdvertSubject,
} from '#domain/portal/MobileApps';

/** Where the advert's memory lives (the persisted local state, document 000 §3 modal.appAdvertisement). */
export interface AppAdvertisementMemoryStore {
  read(): unknown;
  write(memory: AppAdvertMemory): void;
}

const forgetful: AppAdvertisementMemoryStore = { read: () => undefined, write: () => undefined };

/**
 * The app advertisement modal (document 000 §2: "two steps: advert, then QR code; kinds Chat and
 * SearchAlerts"; §4: "Dismissing the app advert records that advert subject as dismissed").
 * The portal offers it after a lead (Chat) or an alert (SearchAlerts) unless that subject was
 * dismissed; a visitor who asks for it (the mobile apps promotion's button) always gets it.
 */
export class AppAdvertisementViewModel {
  subject: AppAdvertSubject | null = null;
  step: AppAdvertStep = 'advert';

  constructor(private readonly store: AppAdvertisementMemoryStore = forgetful) {
    makeAutoObservable<this, 'store'>(this, { store: false }, { autoBind: true });
  }

  get open(): boolean {
    return this.subject !== null;
  }

  /** The portal's own offer: shown only while the subject was not dismissed. */
  offer(subject: AppAdvertSubject): void {
    if (mayOfferAppAdvert(appAdvertMemoryOf(this.store.read()), subject)) this.show(subject);
  }

  /** The visitor asked for it. */
  show(subject: AppAdvertSubject): void {
    this.subject = subject;
    this.step = 'advert';
  }

  /** Step two: the QR code. */
  next(): void {
    if (this.subject) this.step = 'qrCode';
  }

  /** Closing the advert dismisses its subject. */
  dismiss(): void {
    if (!this.subject) return;
    this.store.write(dismissAppAdvert(appAdvertMemoryOf(this.store.read()), this.subject));
    this.subject = null;
    this.step = 'advert';
  }
}
