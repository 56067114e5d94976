import { paginationItems } from './paginationItems';

const render = (current: number, pages: number) =>
  paginationItems(current, pages)
    .map((item) => (item.kind === 'gap' ? '…' : item.current ? `[${item.page}]` : String(item.page)))
    .join(' ');

describe('paginationItems', () => {
  it('shows nothing for a single page', () => expect(paginationItems(1, 1)).toEqual([]));
  it('shows first, last and the neighbours of the current page', () => {
    expect(render(1, 20)).toBe('[1] 2 … 20');
    expect(render(10, 20)).toBe('1 … 9 [10] 11 … 20');
    expect(render(20, 20)).toBe('1 … 19 [20]');
  });
  it('shows a single hidden page rather than a gap', () => expect(render(4, 7)).toBe('1 2 3 [4] 5 6 7'));
});
