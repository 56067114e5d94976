import { makeAutoObservable } from 'mobx';

/**
 * The slideshow module (document 000 §2 "Module kinds: hero, slideshow, …"): which picture shows.
 * One at a time, moved only by the visitor (buttons, arrow keys, Home and End): it never turns by
 * itself, so nothing moves for a visitor who asked for reduced motion or is reading a caption.
 * Previous from the first picture goes to the last and next from the last to the first, as the
 * listing page's gallery does.
 */
export class SlideshowViewModel {
  index = 0;

  constructor(readonly count: number) {
    makeAutoObservable(this, { count: false });
  }

  /** Buttons and pickers only when there is somewhere to go. */
  get movable(): boolean {
    return this.count > 1;
  }

  /** The position the controls announce, counted from 1. */
  get position(): { index: number; total: number } {
    return { index: this.index + 1, total: this.count };
  }

  isCurrent(index: number): boolean {
    return index === this.index;
  }

  show(index: number): void {
    if (this.count > 0 && Number.isInteger(index)) this.index = ((index % this.count) + this.count) % this.count;
  }

  next(): void {
    this.show(this.index + 1);
  }

  previous(): void {
    this.show(this.index - 1);
  }

  /** A key pressed while focus is in the slideshow; answers whether it moved (the page then does not scroll). */
  press(key: string): boolean {
    if (!this.movable) return false;
    if (key === 'ArrowRight') this.next();
    else if (key === 'ArrowLeft') this.previous();
    else if (key === 'Home') this.show(0);
    else if (key === 'End') this.show(this.count - 1);
    else return false;
    return true;
  }
}
