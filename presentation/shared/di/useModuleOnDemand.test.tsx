import { Container, ContainerModule } from 'inversify';
import { renderToString } from 'react-dom/server';
import { ContainerContext, useViewModel } from './ContainerContext';
import { loadPageModules } from './loadPageModules';
import { useModuleOnDemand } from './useModuleOnDemand';
import { viewModelToken } from './viewModels';

const MapViewModel = viewModelToken<{ label: string }, { label: string }>('test.Map');
let loads = 0;
const mapViewModels = new ContainerModule(({ bind }) => {
  loads += 1;
  bind(MapViewModel)
    .toDynamicValue(() => (args) => ({ label: args.label }))
    .inTransientScope();
});

/** A part loaded after the first paint, as the search map is. */
function Map({ label }: { label: string }) {
  useModuleOnDemand(mapViewModels, MapViewModel);
  return <p>{useViewModel(MapViewModel, { label }).label}</p>;
}

function render(container: Container, label: string): string {
  return renderToString(
    <ContainerContext.Provider value={container}>
      <Map label={label} />
    </ContainerContext.Provider>,
  );
}

describe('a part that brings its view-model module with its code (docs/pages.md §6)', () => {
  beforeEach(() => {
    loads = 0;
  });

  it('loads the module into a container without it, once however often the part renders', () => {
    const container = new Container();
    expect(render(container, 'one')).toContain('one');
    expect(render(container, 'two')).toContain('two');
    expect(loads).toBe(1);
  });

  it("leaves alone a container that binds the part's token already (the server's root, a test's)", () => {
    const container = new Container();
    container.load(mapViewModels);
    expect(render(container, 'server')).toContain('server');
    expect(loads).toBe(1);
  });

  it('fails loudly without the module, naming the token', () => {
    function Bare() {
      return <p>{useViewModel(MapViewModel, { label: 'x' }).label}</p>;
    }
    expect(() =>
      renderToString(
        <ContainerContext.Provider value={new Container()}>
          <Bare />
        </ContainerContext.Provider>,
      ),
    ).toThrow(/No bindings found for service: "Symbol\(viewModel\.test\.Map\)"/);
  });

  it("loads a page's modules once per container, whatever the navigations between pages", () => {
    const container = new Container();
    loadPageModules(container, [mapViewModels]);
    loadPageModules(container, [mapViewModels]);
    expect(loads).toBe(1);
    expect(() => container.get(MapViewModel)).not.toThrow();
  });
});
