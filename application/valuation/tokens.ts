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

/** One token per use case of the valuation context: the handler classes are bound to them (config/di). */
export const CreateProperty: ServiceIdentifier<CreatePropertyHandler> = Symbol.for('valuation.CreateProperty');
export const PatchProperty: ServiceIdentifier<PatchPropertyHandler> = Symbol.for('valuation.PatchProperty');
export const ValuateProperty: ServiceIdentifier<ValuatePropertyHandler> = Symbol.for('valuation.ValuateProperty');
export const ArchiveProperty: ServiceIdentifier<ArchivePropertyHandler> = Symbol.for('valuation.ArchiveProperty');
export const AddProductOffering: ServiceIdentifier<AddProductOfferingHandler> =
  Symbol.for('valuation.AddProductOffering');
export const GetProperty: ServiceIdentifier<GetPropertyHandler> = Symbol.for('valuation.GetProperty');
export const GetValuationHistory: ServiceIdentifier<GetValuationHistoryHandler> = Symbol.for(
  'valuation.GetValuationHistory',
);
export const ListProperties: ServiceIdentifier<ListPropertiesHandler> = Symbol.for('valuation.ListProperties');
export const CanCreateProperty: ServiceIdentifier<CanCreatePropertyHandler> = Symbol.for('valuation.CanCreateProperty');
