import assert from 'node:assert/strict';
import http from 'node:http';
import { Then, When } from '@cucumber/cucumber';
import { serverUrl } from '#features/support/scenarioAccess';
import type { PortalWorld } from '#features/support/world';

const pages = new WeakMap<PortalWorld, string>();

When(
  /^a visitor whose currency is (\w+) opens "([^"]+)" on the Swiss portal$/,
  { timeout: 60_000 },
  async function (this: PortalWorld, currency: string, path: string) {
    const url = new URL(path, serverUrl(this));
    const html = await new Promise<string>((resolve, reject) => {
      http
        .get(
          url,
          {
            headers: {
              Accept: 'text/html',
              Host: `ch.localhost:${url.port}`,
              ...(currency !== 'default' && { Cookie: `currency=${currency}` }),
            },
          },
          (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () =>
              response.statusCode === 200 ? resolve(body) : reject(new Error(`${response.statusCode}`)),
            );
          },
        )
        .on('error', reject);
    });
    pages.set(this, html);
  },
);

Then('the prices per m² are written in {word}', function (this: PortalWorld, written: string) {
  const html = pages.get(this) ?? '';
  // "CHF 21'657 pro m²": every figure per m² on the page, with what precedes its number.
  const figures = [...html.matchAll(/>([^<>\d]*)\d[\d.,\s]*(?:&#x27;\d+)*\s?pro m²</g)].map((m) => m[1]!.trim());
  assert.ok(figures.length > 0, 'no price per m² on the page');
  figures.forEach((prefix) => assert.ok(prefix.endsWith(written), `a figure reads "${prefix} …"`));
});
