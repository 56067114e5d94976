import { configureMobx } from '#presentation/shared/state/configureMobx';

/**
 * Every jest suite runs with the app's MobX rules, and a state change outside an action fails the
 * test that makes it: MobX only warns, which no one reads in a passing run.
 */
configureMobx();
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  const message = String(args[0] ?? '');
  if (message.includes('[MobX]')) throw new Error(message);
  warn(...args);
};
