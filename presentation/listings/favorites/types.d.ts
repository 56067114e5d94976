import type { PersonalPart } from '#domain/portal/PersonalPart';

declare global {
  namespace Vike {
    interface PageContext {
      /** The personal part's favourites, laid over a shared page after hydration (PersonalPartProvider). */
      favorites?: PersonalPart['favorites'];
    }
  }
}
export {};
