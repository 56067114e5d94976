import type { AppAdvertMemory } from '#domain/portal/MobileApps';
import { AppAdvertisementViewModel, type AppAdvertisementMemoryStore } from './AppAdvertisementViewModel';

function memoryStore(initial?: AppAdvertMemory): AppAdvertisementMemoryStore & { saved?: AppAdvertMemory } {
  const store: AppAdvertisementMemoryStore & { saved?: AppAdvertMemory } = {
    ...(initial && { saved: initial }),
    read: () => store.saved,
    write: (memory) => {
      store.saved = memory;
    },
  };
  return store;
}

describe('the app advertisement modal (document 000 §2 "two steps: advert, then QR code")', () => {
  it('shows the advert, then the QR code, and records the subject as dismissed when closed', () => {
    const store = memoryStore();
    const vm = new AppAdvertisementViewModel(store);
    vm.offer('Chat');
    expect([vm.open, vm.subject, vm.step]).toEqual([true, 'Chat', 'advert']);
    vm.next();
    expect(vm.step).toBe('qrCode');
    vm.dismiss();
    expect(vm.open).toBe(false);
    expect(store.saved).toEqual({ dismissed: ['Chat'] });
  });

  it('does not offer a dismissed subject again, but offers the other kind (dismissal per subject)', () => {
    const vm = new AppAdvertisementViewModel(memoryStore({ dismissed: ['Chat'] }));
    vm.offer('Chat');
    expect(vm.open).toBe(false);
    vm.offer('SearchAlerts');
    expect(vm.subject).toBe('SearchAlerts');
  });

  it('opens when the visitor asks, even after a dismissal, at the first step', () => {
    const vm = new AppAdvertisementViewModel(memoryStore({ dismissed: ['SearchAlerts'] }));
    vm.show('SearchAlerts');
    expect([vm.open, vm.step]).toEqual([true, 'advert']);
  });
});
