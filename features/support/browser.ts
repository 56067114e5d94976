import { AfterAll } from '@cucumber/cucumber';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { provideBrowser } from './attachments';
import { watchUnboundTokens } from './containerErrors';

declare module './world' {
  interface ScenarioBrowser {
    /** A fresh context per scenario (cookies, storage), so scenarios never see each other's choices. */
    readonly context: BrowserContext;
    readonly page: Page;
  }
}

/** Debian's Chromium (STACK.md), headless and quiet: no background traffic, no QUIC, no sync. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

let browser: Promise<Browser> | undefined;

provideBrowser(async (world) => {
  browser ??= chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const context = await (await browser).newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
  world.onCleanup(() => context.close());
  // Checked before the context closes (clean-ups run last-in first-out).
  world.onCleanup(watchUnboundTokens(context));
  const page = await context.newPage();
  return { context, page };
});

AfterAll({ timeout: 30_000 }, async function () {
  await (await browser?.catch(() => undefined))?.close();
});
