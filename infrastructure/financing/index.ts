/** Financing's adapters for the composition roots. */
export { HttpFinancingService } from './http/HttpFinancingService';
