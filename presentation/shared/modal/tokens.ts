import type { ServiceIdentifier } from 'inversify';
import type { ModalService as ModalServiceClass } from './ModalService';

/** The page's modals (STYLE rule 4: the token shares its name with the class). */
export const ModalService: ServiceIdentifier<ModalServiceClass> = Symbol.for('shell.ModalService');
