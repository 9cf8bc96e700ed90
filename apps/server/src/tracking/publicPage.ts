import { escapeHtml } from '@crm/email-builder';

/** A small self-contained public page (no script), in the unsubscribe page's look. */
export function publicPage(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>
:root { color-scheme: light dark; }
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 4rem 1rem; background: #f5f5f5; color: #1f2937; }
main { max-width: 28rem; margin: 0 auto; background: #fff; padding: 2rem; border-radius: 8px; overflow-wrap: anywhere; }
h1 { font-size: 1.5rem; margin: 0 0 1rem; }
a { color: #1d4ed8; }
button { font: inherit; font-weight: 600; color: #fff; background: #1d4ed8; border: 0; border-radius: 6px; padding: 0.625rem 1.25rem; cursor: pointer; }
button:focus-visible, a:focus-visible { outline: 3px solid #93c5fd; outline-offset: 2px; }
@media (prefers-color-scheme: dark) { body { background: #111827; color: #f3f4f6; } main { background: #1f2937; } a { color: #93c5fd; } button { background: #3b82f6; color: #0b1120; } }
</style></head>
<body><main>${bodyHtml}</main></body></html>`;
}
