import 'reflect-metadata';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Container, ContainerModule, type ServiceIdentifier } from 'inversify';
import { ListingPageViewModel } from '#presentation/listings/viewModelTokens';
import { SHELL_MODULES } from './browserContainer';
import { portalModule } from './portalModule';

const PAGES = path.resolve(import.meta.dirname, '../../presentation/pages');
const POINTER = /browserModules:\s*'import:\.\.\/\.\.\/\.\.\/config\/di\/pages\/(\w+):(\w+)'/;

/** Each page folder's `browserModules` pointer (its +config.ts), as the file and export it names. */
function pagePointers(): { page: string; file: string; name: string }[] {
  return readdirSync(PAGES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const config = path.join(PAGES, entry.name, '+config.ts');
      const text = (() => {
        try {
          return readFileSync(config, 'utf8');
        } catch {
          return '';
        }
      })();
      const match = POINTER.exec(text);
      if (text.includes('browserModules') && !match)
        throw new Error(`${config}: browserModules is not a pointer into config/di/pages/`);
      return match ? [{ page: entry.name, file: match[1], name: match[2] }] : [];
    });
}

/** The browser's container for a page: the shell's modules and the page's, and every token they bind. */
function pageContainer(modules: readonly ContainerModule[]): { container: Container; tokens: ServiceIdentifier[] } {
  const tokens: ServiceIdentifier[] = [];
  const recorded = [...SHELL_MODULES, portalModule('http://portal.test'), ...modules].map(
    (module) =>
      new ContainerModule((options) =>
        module.load({
          ...options,
          bind: (token) => {
            tokens.push(token);
            return options.bind(token);
          },
        }),
      ),
  );
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(...recorded);
  return { container, tokens };
}

describe("the browser's container, the shell's modules and a page's own (docs/pages.md §6)", () => {
  it('finds a pointer into config/di/pages/ on the pages with parts of their own', () => {
    const pages = pagePointers().map((pointer) => pointer.page);
    expect(pages).toEqual(
      expect.arrayContaining(['listing', 'search', 'agent', 'index', 'content', 'my-properties-create']),
    );
  });

  it.each(pagePointers())(
    'resolves every token the $page page and the shell bind, each bound once',
    async ({ file, name }) => {
      const set = ((await import(`./pages/${file}.ts`)) as Record<string, readonly ContainerModule[]>)[name];
      expect(set?.length).toBeGreaterThan(0);
      const { container, tokens } = pageContainer(set);
      // A handler whose port the set does not bind, or a token bound by the shell and the page, throws here.
      for (const token of new Set(tokens)) expect(() => container.get(token)).not.toThrow();
    },
  );

  it("fails loudly, naming the token, when a part resolves what its page's set does not load", () => {
    const { container } = pageContainer([]);
    expect(() => container.get(ListingPageViewModel)).toThrow(
      /No bindings found for service: "Symbol\(viewModel\.listings\.ListingPage\)"/,
    );
  });
});
