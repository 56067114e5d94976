import { Container, type ContainerModule, type ServiceIdentifier } from 'inversify';
import { ModalService as ModalServiceClass } from '#presentation/shared/modal/ModalService';
import { ModalService } from '#presentation/shared/modal/tokens';

/** A port or handler a component test replaces with a double. */
export type TestDouble<T = unknown> = readonly [ServiceIdentifier<T>, T];

/**
 * The container a component test renders with (inside <ContainerContext.Provider>): the view-model
 * modules the rendered components use, the page's modals, and doubles of the handlers they call.
 * What the test leaves unbound is resolved only when called (see `lazy`), so a render alone needs none.
 */
export function viewModelTestContainer(
  modules: readonly ContainerModule[],
  doubles: readonly TestDouble[] = [],
): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(...modules);
  container.bind(ModalService).toConstantValue(new ModalServiceClass());
  for (const [token, value] of doubles) container.bind(token).toConstantValue(value);
  return container;
}
