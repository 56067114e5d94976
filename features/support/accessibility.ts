import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

let axeSource: string | undefined;

/**
 * axe-core's serious and critical findings on the page (WCAG 2.1 A/AA and best practice), five
 * nodes per rule. The bundle is evaluated through the devtools protocol, so the page's CSP (no
 * inline scripts) does not block it.
 */
export async function seriousAccessibilityProblems(page: Page): Promise<string[]> {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type Violation = {
      id: string;
      impact: string;
      nodes: { target: unknown[]; html: string; failureSummary?: string }[];
    };
    const axeRun = (
      window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const result = await axeRun.run(document, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) =>
        v.nodes
          .slice(0, 5)
          .map((n) => `${v.id} (${v.impact}) ${String(n.target)}: ${n.html.slice(0, 160)} — ${n.failureSummary ?? ''}`),
      );
  });
}
