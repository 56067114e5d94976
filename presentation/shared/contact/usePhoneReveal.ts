import { useState } from 'react';
import { RevealContactPhone } from '#application/listings/tokens';
import type { ContactPhoneTarget } from '#domain/listings/ContactPhone';
import { useLazyInjection } from '#presentation/shared/di/ContainerContext';

/** tel: wants digits and a leading plus only; spaces and brackets are for reading. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * "Show phone number" and "Call" on a listing's or an agent's page: the number is fetched when the
 * visitor asks (never in the shared HTML, docs/pages.md §1). `reveal` answers it (at once once
 * fetched); `call` then dials it, as a tel: link would have. `known` is a number the page already
 * holds (a listing's view-model keeps it for both of its buttons).
 */
export function usePhoneReveal(
  target: ContactPhoneTarget,
  known?: string,
  onRevealed?: (phone: string) => void,
): { phone?: string; pending: boolean; failed: boolean; reveal(): Promise<string | undefined>; call(): Promise<void> } {
  const service = useLazyInjection(RevealContactPhone);
  const [fetched, setFetched] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const phone = known ?? fetched;
  const reveal = async (): Promise<string | undefined> => {
    if (phone) return phone;
    setPending(true);
    const answer = await service.execute(target);
    setPending(false);
    setFailed(!answer.ok);
    if (!answer.ok) return undefined;
    setFetched(answer.value.phone);
    onRevealed?.(answer.value.phone);
    return answer.value.phone;
  };
  const call = async (): Promise<void> => {
    const number = await reveal();
    if (number) window.location.href = telHref(number);
  };
  return { phone, pending, failed, reveal, call };
}
