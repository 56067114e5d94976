import { useLazyInjection } from '../di/ContainerContext';
import type { ModalService as ModalServiceClass } from './ModalService';
import { ModalService } from './tokens';

/**
 * The page's modals from the container: useModals().login.open({ isRegister: true }). Resolved on
 * first use, so a button that only opens a modal on click renders without one bound.
 */
export function useModals(): ModalServiceClass {
  return useLazyInjection(ModalService);
}
