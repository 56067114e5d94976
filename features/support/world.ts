import { World, setWorldConstructor } from '@cucumber/cucumber';

/**
 * Per-scenario state, one slice per context. A context adds its slice from its own steps
 * folder by augmenting this interface, so no context edits this file:
 *
 *   declare module '../../support/world' {
 *     interface ScenarioState { search: SearchScenario }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- widened by each context's augmentation
export interface ScenarioState {}

/** What a @server scenario gets (see ./attachments.ts); a provider may widen it by augmentation. */
export interface ScenarioServer {
  readonly baseUrl: string;
}

/** What a @ui scenario gets (see ./attachments.ts); the provider adds e.g. a playwright `page` by augmentation. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- widened by the browser provider's augmentation
export interface ScenarioBrowser {}

/** `worldParameters` from cucumber.js or `--world-parameters`, e.g. a baseUrl for a running server. */
export interface PortalWorldParameters {
  baseUrl?: string;
}

export class PortalWorld extends World<PortalWorldParameters> {
  private readonly slices = new Map<keyof ScenarioState, ScenarioState[keyof ScenarioState]>();
  private readonly cleanups: (() => unknown)[] = [];
  /** Set by the @server hook before the first step. */
  server?: ScenarioServer;
  /** Set by the @ui hook before the first step. */
  browser?: ScenarioBrowser;

  /** The context's slice, created on first use in the scenario. */
  slice<K extends keyof ScenarioState>(key: K, create: () => ScenarioState[K]): ScenarioState[K] {
    if (!this.slices.has(key)) this.slices.set(key, create());
    return this.slices.get(key) as ScenarioState[K];
  }

  /** Work to undo after the scenario (stop a server, close a page), run last-in first-out. */
  onCleanup(cleanup: () => unknown): void {
    this.cleanups.push(cleanup);
  }

  async cleanUp(): Promise<void> {
    const failures: unknown[] = [];
    for (const cleanup of this.cleanups.splice(0).reverse()) {
      try {
        await cleanup();
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) throw new AggregateError(failures, 'Scenario clean-up failed');
  }
}

setWorldConstructor(PortalWorld);
