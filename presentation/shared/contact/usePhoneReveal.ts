import type { ContactPhoneTarget } from '#domain/listings/ContactPhone';
import { useViewModel } from '#presentation/shared/di/ContainerContext';
import { PhoneRevealViewModel } from './viewModelTokens';

/** tel: wants digits and a leading plus only; spaces and brackets are for reading. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * "Show phone number" and "Call" on a listing's or an agent's page (PhoneRevealViewModel): `reveal`
 * answers the number (at once once fetched); `call` then dials it, as a tel: link would have.
 * `known` is a number the page already holds (a listing's view-model keeps it for both of its buttons).
 * The component reading `phone`, `pending` and `failed` is an observer.
 */
export function usePhoneReveal(
  target: ContactPhoneTarget,
  known?: string,
  onRevealed?: (phone: string) => void,
): { phone?: string; pending: boolean; failed: boolean; reveal(): Promise<string | undefined>; call(): Promise<void> } {
  const model = useViewModel(PhoneRevealViewModel, { target, onRevealed: (phone) => onRevealed?.(phone) });
  const phone = known ?? model.fetched;
  const reveal = async (): Promise<string | undefined> => phone ?? (await model.reveal());
  const call = async (): Promise<void> => {
    const number = await reveal();
    if (number) window.location.href = telHref(number);
  };
  return { phone, pending: model.pending, failed: model.failed, reveal, call };
}
