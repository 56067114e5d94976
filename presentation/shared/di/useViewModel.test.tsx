import { Container } from 'inversify';
import { renderToString } from 'react-dom/server';
import { ContainerContext, useViewModel } from './ContainerContext';
import { lazy, viewModelToken } from './viewModels';

interface Greeter {
  greet(name: string): string;
}
const Greeter = Symbol.for('test.Greeter');

class GreetingViewModel {
  constructor(
    private readonly greeter: Greeter,
    readonly name: string,
  ) {}
  get text(): string {
    return this.greeter.greet(this.name);
  }
}
const GreetingViewModelToken = viewModelToken<GreetingViewModel, { name: string }>('test.Greeting');

function Greeting({ name }: { name: string }) {
  return <p>{useViewModel(GreetingViewModelToken, { name }).text}</p>;
}

function containerWith(greeter?: Greeter): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container
    .bind(GreetingViewModelToken)
    .toDynamicValue((context) => (args) => new GreetingViewModel(lazy(context, Greeter), args.name))
    .inTransientScope();
  if (greeter) container.bind(Greeter).toConstantValue(greeter);
  return container;
}

describe('useViewModel', () => {
  it("makes the component's view-model from the container's factory, with the component's arguments", () => {
    const html = renderToString(
      <ContainerContext.Provider value={containerWith({ greet: (name) => `Hello ${name}` })}>
        <Greeting name="Ada" />
      </ContainerContext.Provider>,
    );
    expect(html).toBe('<p>Hello Ada</p>');
  });

  it('resolves a lazy dependency of a child container (a request) when first used, not when made', () => {
    const root = containerWith();
    const request = new Container({ parent: root, defaultScope: 'Singleton' });
    const model = request.get(GreetingViewModelToken)({ name: 'Grace' });
    request.bind(Greeter).toConstantValue({ greet: (name: string) => `Bonjour ${name}` });
    expect(model.text).toBe('Bonjour Grace');
  });

  it('refuses to render without a container', () => {
    expect(() => renderToString(<Greeting name="Ada" />)).toThrow(/No DI container/);
  });
});
