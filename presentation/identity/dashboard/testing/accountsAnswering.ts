import type { SwitchCodeAnswer } from '#domain/identity/DashboardSwitch';
import { domainError } from '#domain/shared/DomainError';
import { err, ok } from '#domain/shared/Result';

/**
 * The switch code use case answering as the test says, once asked (the service's
 * result for each answer the switch reads); it remembers the requests. 'never' stays pending until
 * cancelled, as fetch does.
 */
export function accountsAnswering(answer: SwitchCodeAnswer | 'never') {
  const requests: { clientId: string; signal: AbortSignal }[] = [];
  const cancelled = () => err(domainError('EXTERNAL_ERROR', 'REQUEST_CANCELLED', 'cancelled'));
  const resultOf = (answered: SwitchCodeAnswer) => {
    if (answered.kind === 'cancelled') return cancelled();
    if (answered.kind === 'unreachable')
      return err(domainError('EXTERNAL_ERROR', 'SERVICE_UNREACHABLE', 'unreachable'));
    if (answered.ok) return ok({ code: answered.code });
    return err(domainError('EXTERNAL_ERROR', 'SWITCH_CODE_REFUSED', answered.message ?? ''));
  };
  const issueSwitchCode = {
    execute: ({ targetClientId: clientId, signal }: { targetClientId: string; signal: AbortSignal }) => {
      requests.push({ clientId, signal });
      if (answer !== 'never') return Promise.resolve(resultOf(answer));
      return new Promise<ReturnType<typeof cancelled>>((resolve) =>
        signal.addEventListener('abort', () => resolve(cancelled())),
      );
    },
  };
  return { issueSwitchCode, requests };
}
