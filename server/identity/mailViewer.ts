import Router from '@koa/router';
import type { Container } from 'inversify';
import { OutboxReader } from '#application/identity/ports';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The local mail viewer (development and tests only, never in production): the outbox as a page
 * at /dev/mail and as JSON at /dev/mail.json?to=…, so e-mail codes can be read without SMTP.
 */
export function mailViewer(root: Container): Router {
  const router = new Router();
  router.get('/dev/mail.json', async (ctx) => {
    const recipient = typeof ctx.query.to === 'string' ? ctx.query.to : undefined;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { mails: await root.get(OutboxReader).latest({ recipient, limit: 50 }) };
  });
  router.get('/dev/mail', async (ctx) => {
    const mails = await root.get(OutboxReader).latest({ limit: 50 });
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'html';
    ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccd;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}small{color:#667}</style></head>
<body><h1>Outbox (${mails.length})</h1>${mails
      .map(
        (
          mail,
        ) => `<article><small>#${mail.id} · ${escape(mail.kind)} · ${mail.createdAt.toISOString()} · ${mail.sentAt ? 'sent' : 'pending'}</small>
<h2>${escape(mail.subject)}</h2><p>To: ${escape(mail.recipient)}</p><pre>${escape(mail.text)}</pre></article>`,
      )
      .join('')}</body></html>`;
  });
  return router;
}
