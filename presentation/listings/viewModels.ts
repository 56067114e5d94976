import { ContainerModule } from 'inversify';
import { TranslateListing } from '#application/listings/tokens';
import { lazy } from '#presentation/shared/di/viewModels';
import { ListingPageViewModel as ListingPageViewModelClass } from './ListingPageViewModel';
import { TranslateDescriptionViewModel as TranslateDescriptionViewModelClass } from './translation/TranslateDescriptionViewModel';
import { ListingPageViewModel, TranslateDescriptionViewModel } from './viewModelTokens';

/** The listing page's factories: a translation is asked for on a press, so its handler is resolved then. */
export const listingsViewModels = new ContainerModule(({ bind }) => {
  bind(ListingPageViewModel)
    .toDynamicValue(
      () =>
        ({ data, settings }) =>
          new ListingPageViewModelClass(data, settings),
    )
    .inTransientScope();
  bind(TranslateDescriptionViewModel)
    .toDynamicValue(
      (context) =>
        ({ listingId, language }) =>
          new TranslateDescriptionViewModelClass(lazy(context, TranslateListing), listingId, language),
    )
    .inTransientScope();
});
