import { ContainerModule } from 'inversify';
import { SubmitContentForm } from '#application/content/tokens';
import { lazy } from '#presentation/shared/di/viewModels';
import { ContentFormViewModel as ContentFormViewModelClass } from './form/ContentFormViewModel';
import { SlideshowViewModel as SlideshowViewModelClass } from './modules/slideshow/SlideshowViewModel';
import { ContentFormViewModel, SlideshowViewModel } from './viewModelTokens';

/** The content modules' factories: a form is sent on a press, so its handler is resolved then. */
export const contentViewModels = new ContainerModule(({ bind }) => {
  bind(ContentFormViewModel)
    .toDynamicValue((context) => (form) => new ContentFormViewModelClass(lazy(context, SubmitContentForm), form))
    .inTransientScope();
  bind(SlideshowViewModel)
    .toDynamicValue(
      () =>
        ({ count }) =>
          new SlideshowViewModelClass(count),
    )
    .inTransientScope();
});
