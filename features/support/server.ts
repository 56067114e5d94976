import { AfterAll, BeforeAll } from '@cucumber/cucumber';
import type { PortalProcess } from '#test/harness/servers/portalProcess';
import { provideServer } from './attachments';
import { START_TIMEOUT_MS, startScenarioPortal } from './scenarioPortal';

/**
 * One production portal for the whole run (@server and @ui scenarios share it; see ./scenarioPortal.ts).
 * When the world parameter `baseUrl` names one already running (`npm test` starts one for all its
 * cucumber workers), that one is used; otherwise this process starts its own before the first
 * scenario, because a build plus a seed takes longer than a scenario hook may wait on a loaded machine.
 */
let portal: Promise<PortalProcess> | undefined;

function tagged(): boolean {
  // Only a run that will meet @server or @ui scenarios pays for a server (`npm run test:specs` excludes @ui).
  const args = process.argv.join(' ');
  return !/not @ui/.test(args) || /@server/.test(args);
}

BeforeAll({ timeout: START_TIMEOUT_MS }, async function () {
  if (this.parameters.baseUrl || !tagged()) return;
  portal = startScenarioPortal();
  await portal;
});

AfterAll({ timeout: 60_000 }, async function () {
  await (await portal?.catch(() => undefined))?.stop();
});

provideServer(async (world) => {
  if (world.parameters.baseUrl) return { baseUrl: world.parameters.baseUrl };
  portal ??= startScenarioPortal();
  return { baseUrl: (await portal).url };
});
