import { makeAutoObservable } from 'mobx';
import type { LeadFollowUp } from '#domain/leads/LeadFollowUps';
import { followUpsInTurn } from './followUpsInTurn';

class FakeModal {
  open = false;
  constructor(readonly opens = true) {
    makeAutoObservable(this);
  }
  show() {
    this.open = this.opens;
  }
  close() {
    this.open = false;
  }
}

describe('followUpsInTurn (document 001 §4 lead follow-ups: one modal at a time, in order)', () => {
  const followUps: LeadFollowUp[] = [
    { kind: 'suggestSaveSearch', searchId: '7' },
    { kind: 'loginModal' },
    { kind: 'appAdvertisement', subject: 'Chat' },
  ];

  it('opens the save-search offer alone, then the login modal once it is closed, then the app advert', () => {
    const modals = {
      suggestSaveSearch: new FakeModal(),
      loginModal: new FakeModal(),
      appAdvertisement: new FakeModal(),
    };
    const of = (followUp: LeadFollowUp) => modals[followUp.kind as keyof typeof modals];
    const opened = () =>
      Object.entries(modals)
        .filter(([, modal]) => modal.open)
        .map(([kind]) => kind);
    followUpsInTurn(followUps, (followUp) => ({ show: () => of(followUp).show(), isOpen: () => of(followUp).open }));
    expect(opened()).toEqual(['suggestSaveSearch']);
    modals.suggestSaveSearch.close();
    expect(opened()).toEqual(['loginModal']);
    modals.loginModal.close();
    expect(opened()).toEqual(['appAdvertisement']);
  });

  it('passes over a follow-up that opens nothing (an advert already dismissed)', () => {
    const login = new FakeModal();
    const advert = new FakeModal(false);
    followUpsInTurn([{ kind: 'appAdvertisement', subject: 'Chat' }, { kind: 'loginModal' }], (followUp) =>
      followUp.kind === 'loginModal'
        ? { show: () => login.show(), isOpen: () => login.open }
        : { show: () => advert.show(), isOpen: () => advert.open },
    );
    expect(login.open).toBe(true);
  });
});
