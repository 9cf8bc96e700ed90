import { escapeHtml } from '@crm/email-builder';

/**
 * The public unsubscribe page: one button, no sign-in. A GET never unsubscribes by itself, because
 * mail scanners open every link in a message; the button's POST (or the RFC 8058 one-click POST a
 * mail client sends) does.
 */
export function unsubscribePage(
  state: 'confirm' | 'done' | 'invalid',
  email = '',
  action = '',
): string {
  const body =
    state === 'confirm'
      ? `<h1>Unsubscribe</h1>
<p>Stop receiving campaign emails at <strong>${escapeHtml(email)}</strong>?</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit" name="confirm" value="1">Unsubscribe</button></form>`
      : state === 'done'
        ? `<h1>You are unsubscribed</h1>
<p><strong>${escapeHtml(email)}</strong> will not receive our campaign emails any more.</p>`
        : `<h1>Link not valid</h1><p>This unsubscribe link is not valid or has expired.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Unsubscribe</title>
<style>
:root { color-scheme: light dark; }
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 4rem 1rem; background: #f5f5f5; color: #1f2937; }
main { max-width: 28rem; margin: 0 auto; background: #fff; padding: 2rem; border-radius: 8px; }
h1 { font-size: 1.5rem; margin: 0 0 1rem; }
button { font: inherit; font-weight: 600; color: #fff; background: #1d4ed8; border: 0; border-radius: 6px; padding: 0.625rem 1.25rem; cursor: pointer; }
button:focus-visible { outline: 3px solid #93c5fd; outline-offset: 2px; }
@media (prefers-color-scheme: dark) { body { background: #111827; color: #f3f4f6; } main { background: #1f2937; } button { background: #3b82f6; color: #0b1120; } }
</style></head>
<body><main>${body}</main></body></html>`;
}
