import type { ServiceIdentifier } from 'inversify';
import type { CreatePropertyHandler } from './commands/CreateProperty';
import type { PatchPropertyHandler } from './commands/PatchProperty';
import type { ValuatePropertyHandler } from './commands/ValuateProperty';
import type { ArchivePropertyHandler } from './commands/ArchiveProperty';
import type { AddProductOfferingHandler } from './commands/AddProductOffering';
import type { GetPropertyHandler } from './queries/GetProperty';
import type { GetValuationHistoryHandler } from './queries/GetValuationHistory';
import type { ListPropertiesHandler } from './queries/ListProperties';
import type { CanCreatePropertyHandler } from './queries/CanCreateProperty';

/** A use case as its callers see it: the server binds the handler, the browser its call over /svc/valuation. */
export type UseCase<Handler extends { execute: unknown }> = ServiceIdentifier<Pick<Handler, 'execute'>>;

/** One token per use case of the valuation context: the handler classes are bound to them (config/di). */
export const CreateProperty: UseCase<CreatePropertyHandler> = Symbol.for('valuation.CreateProperty');
export const PatchProperty: UseCase<PatchPropertyHandler> = Symbol.for('valuation.PatchProperty');
export const ValuateProperty: UseCase<ValuatePropertyHandler> = Symbol.for('valuation.ValuateProperty');
export const ArchiveProperty: UseCase<ArchivePropertyHandler> = Symbol.for('valuation.ArchiveProperty');
export const AddProductOffering: UseCase<AddProductOfferingHandler> = Symbol.for('valuation.AddProductOffering');
export const GetProperty: UseCase<GetPropertyHandler> = Symbol.for('valuation.GetProperty');
export const GetValuationHistory: UseCase<GetValuationHistoryHandler> = Symbol.for('valuation.GetValuationHistory');
export const ListProperties: UseCase<ListPropertiesHandler> = Symbol.for('valuation.ListProperties');
export const CanCreateProperty: UseCase<CanCreatePropertyHandler> = Symbol.for('valuation.CanCreateProperty');
