import { configure } from 'mobx';

/**
 * MobX as the house style wants it (STYLE.md §7), the same on the server, in the browser and in
 * tests: every change of observable state inside an action (or a flow), so a change after an
 * `await` outside one is reported rather than rendered half-done during SSR.
 */
export function configureMobx(): void {
  configure({ enforceActions: 'always' });
}
