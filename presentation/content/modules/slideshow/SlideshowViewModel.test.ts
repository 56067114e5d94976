import { SlideshowViewModel } from './SlideshowViewModel';

describe('SlideshowViewModel: the slideshow module of document 000 §2 shows one picture at a time', () => {
  it('starts on the first picture and counts from 1 for the visitor', () => {
    const slideshow = new SlideshowViewModel(4);
    expect(slideshow.index).toBe(0);
    expect(slideshow.position).toEqual({ index: 1, total: 4 });
    expect(slideshow.isCurrent(0)).toBe(true);
    expect(slideshow.isCurrent(1)).toBe(false);
  });

  it('goes forward and back, from the last picture to the first and from the first to the last', () => {
    const slideshow = new SlideshowViewModel(3);
    slideshow.next();
    expect(slideshow.position.index).toBe(2);
    slideshow.next();
    slideshow.next();
    expect(slideshow.index).toBe(0);
    slideshow.previous();
    expect(slideshow.index).toBe(2);
  });

  it('shows the picture a picker names; an index that is not a whole number moves nothing', () => {
    const slideshow = new SlideshowViewModel(4);
    slideshow.show(2);
    expect(slideshow.index).toBe(2);
    slideshow.show(1.5);
    expect(slideshow.index).toBe(2);
    slideshow.show(5);
    expect(slideshow.index).toBe(1);
  });

  it('moves with the arrow keys, Home and End, and lets every other key through', () => {
    const slideshow = new SlideshowViewModel(4);
    expect(slideshow.press('ArrowRight')).toBe(true);
    expect(slideshow.index).toBe(1);
    expect(slideshow.press('ArrowLeft')).toBe(true);
    expect(slideshow.index).toBe(0);
    expect(slideshow.press('End')).toBe(true);
    expect(slideshow.index).toBe(3);
    expect(slideshow.press('Home')).toBe(true);
    expect(slideshow.index).toBe(0);
    expect(slideshow.press('Tab')).toBe(false);
    expect(slideshow.press('ArrowDown')).toBe(false);
    expect(slideshow.index).toBe(0);
  });

  it('offers no controls for a single picture, and the keys then scroll the page as usual', () => {
    const slideshow = new SlideshowViewModel(1);
    expect(slideshow.movable).toBe(false);
    expect(slideshow.press('ArrowRight')).toBe(false);
    expect(slideshow.index).toBe(0);
    expect(new SlideshowViewModel(2).movable).toBe(true);
  });

  it('holds still with no pictures at all', () => {
    const slideshow = new SlideshowViewModel(0);
    slideshow.next();
    slideshow.show(3);
    expect(slideshow.index).toBe(0);
    expect(slideshow.movable).toBe(false);
  });
});
