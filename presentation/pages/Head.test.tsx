import 'reflect-metadata';
import type { PageContext } from 'vike/types';
import { pageContextOf, portal, render } from '#test/harness/presentation/renderInShell';
import Head from './+Head';

describe('Head', () => {
  const robotsOf = (pageContext: PageContext) =>
    /<meta name="robots" content="([^"]+)"/.exec(render(<Head />, pageContext))?.[1];

  it('combines the portal and the page’s own flags', () => {
    expect(robotsOf(pageContextOf())).toBe('index, follow');
    expect(robotsOf(pageContextOf({ data: { shell: { robots: { noindex: true } } } }))).toBe('noindex, follow');
    expect(robotsOf(pageContextOf({ is404: true }))).toBe('noindex, follow');
    expect(
      robotsOf(
        pageContextOf({
          requestContext: { ...pageContextOf().requestContext, portal: { ...portal, indexable: false } },
        }),
      ),
    ).toBe('noindex, follow');
  });
});
