import type { FormField } from '#domain/content/ContentPage';
import { viewModelToken } from '#presentation/shared/di/viewModels';
import type { ContentFormViewModel as ContentFormViewModelClass } from './form/ContentFormViewModel';
import type { SlideshowViewModel as SlideshowViewModelClass } from './modules/slideshow/SlideshowViewModel';

/** The content context's view-models (docs/contributing.md "A page's view-model"). */
export const ContentFormViewModel = viewModelToken<
  ContentFormViewModelClass,
  { pageId: string; formId: string; culture: string; portalId: string; fields: FormField[] }
>('content.ContentForm');
export const SlideshowViewModel = viewModelToken<SlideshowViewModelClass, { count: number }>('content.Slideshow');
