import { makeAutoObservable, runInAction } from 'mobx';
import type { TranslateListingHandler } from '#application/listings/translation/TranslateListing';
import type { Language } from '#domain/portal/Portal';

export type TranslateState = 'idle' | 'loading' | 'translated' | 'none' | 'failed';

/**
 * The 'Translate' control of a description the owner did not write in the visitor's language
 *: asks GET /v2/listings/{id}/translate once; with no stored translation (and no
 * provider) the answer says so and the page keeps the original.
 */
export class TranslateDescriptionViewModel {
  state: TranslateState = 'idle';
  text = '';
  showing = false;

  constructor(
    private readonly translate: Pick<TranslateListingHandler, 'execute'>,
    readonly listingId: number,
    readonly language: Language,
  ) {
    makeAutoObservable<this, 'translate'>(this, { translate: false }, { autoBind: true });
  }

  get paragraphs(): string[] {
    return this.text
      .split(/\n\s*\n/u)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean);
  }

  /** First click asks the service; later clicks switch between the translation and the original. */
  async toggle(): Promise<void> {
    if (this.state === 'loading') return;
    if (this.state === 'translated') {
      this.showing = !this.showing;
      return;
    }
    this.state = 'loading';
    try {
      const result = await this.translate.execute({
        id: this.listingId,
        field: 'description',
        language: this.language,
      });
      runInAction(() => {
        if (result.ok && result.value.text) {
          this.text = result.value.text;
          this.state = 'translated';
          this.showing = true;
        } else {
          this.state = result.ok ? 'none' : 'failed';
        }
      });
    } catch {
      runInAction(() => {
        this.state = 'failed';
      });
    }
  }
}
