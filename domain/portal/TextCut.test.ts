import { ELLIPSIS, cutAtWord, cutHeadline, cutMetaDescription, cutTitle } from './TextCut';

/** `n` characters of one word, e.g. word(3) = 'aaa'. */
const word = (n: number, letter = 'a') => letter.repeat(n);

describe('cutTitle (document 000 §5: near 70, up to 85 at a word boundary)', () => {
  it('shows a title of exactly 70 characters whole', () => {
    const title = word(70);
    expect(cutTitle(title)).toBe(title);
  });

  it('cuts at the first word boundary from 70 on', () => {
    const title = `${word(72)} ${word(20, 'b')}`;
    expect(cutTitle(title)).toBe(`${word(72)}${ELLIPSIS}`);
  });

  it('cuts at a boundary exactly at 70', () => {
    const title = `${word(70)} ${word(20, 'b')}`;
    expect(cutTitle(title)).toBe(`${word(70)}${ELLIPSIS}`);
  });

  it('accepts a boundary exactly at 85', () => {
    const title = `${word(60)} ${word(24, 'b')} ${word(10, 'c')}`;
    expect(cutTitle(title)).toBe(`${word(60)} ${word(24, 'b')}${ELLIPSIS}`);
  });

  it('shows a title ending by 85 characters whole: the end of the text is a boundary', () => {
    const title = `${word(60)} ${word(24, 'b')}`;
    expect(title).toHaveLength(85);
    expect(cutTitle(title)).toBe(title);
  });

  it('falls back to the last boundary before 70 when none lies between 70 and 85', () => {
    const title = `${word(50)} ${word(40, 'b')}`;
    expect(cutTitle(title)).toBe(`${word(50)}${ELLIPSIS}`);
  });

  it('falls back when the only later boundary is at 86', () => {
    const title = `${word(60)} ${word(25, 'b')} c`;
    expect(cutTitle(title)).toBe(`${word(60)}${ELLIPSIS}`);
  });

  it('cuts a single word longer than 70 hard at 70', () => {
    expect(cutTitle(word(100))).toBe(`${word(70)}${ELLIPSIS}`);
  });

  it('drops separators before the ellipsis', () => {
    const title = `${word(69)}, ${word(30, 'b')}`;
    expect(cutTitle(title)).toBe(`${word(69)}${ELLIPSIS}`);
  });

  it('collapses line breaks and runs of spaces before measuring', () => {
    expect(cutTitle('  Flat\n\nwith   view ')).toBe('Flat with view');
  });

  it('counts an emoji as one character and never splits it', () => {
    const title = '🏠'.repeat(90);
    expect(cutTitle(title)).toBe(`${'🏠'.repeat(70)}${ELLIPSIS}`);
  });
});

describe('cutAtWord, cutMetaDescription, cutHeadline', () => {
  it('leaves text within the limit untouched', () => {
    expect(cutMetaDescription(word(160))).toBe(word(160));
    expect(cutHeadline(word(110))).toBe(word(110));
  });

  it('keeps whole words and counts the ellipsis inside the limit', () => {
    const text = `${word(100)} ${word(58, 'b')} ${word(10, 'c')}`;
    const cut = cutMetaDescription(text);
    expect(cut).toBe(`${word(100)} ${word(58, 'b')}${ELLIPSIS}`);
    expect(Array.from(cut)).toHaveLength(160);
  });

  it('cuts the 110-character headline on a word', () => {
    const text = `${word(108)} ${word(5, 'b')}`;
    expect(cutHeadline(text)).toBe(`${word(108)}${ELLIPSIS}`);
  });

  it('cuts hard when the first word does not fit', () => {
    expect(cutAtWord(word(20), 10)).toBe(`${word(9)}${ELLIPSIS}`);
  });

  it('uses a boundary right at the budget', () => {
    expect(cutAtWord(`${word(9)} ${word(5, 'b')}`, 10)).toBe(`${word(9)}${ELLIPSIS}`);
  });
});
