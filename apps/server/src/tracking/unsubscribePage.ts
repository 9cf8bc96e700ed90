import { escapeHtml } from '@crm/email-builder';
import { publicPage } from './publicPage';

/**
 * The public unsubscribe page: one button, no sign-in. A GET never unsubscribes by itself, because
 * mail scanners open every link in a message; the button's POST (or the RFC 8058 one-click POST a
 * mail client sends) does.
 */
export function unsubscribePage(
  state: 'confirm' | 'done' | 'resubscribed' | 'invalid',
  email = '',
  action = '',
): string {
  const button = (label: string) =>
    `<form method="post" action="${escapeHtml(action)}"><button type="submit" name="confirm" value="1">${label}</button></form>`;
  const body =
    state === 'confirm'
      ? `<h1>Unsubscribe</h1>
<p>Stop receiving campaign emails at <strong>${escapeHtml(email)}</strong>?</p>
${button('Unsubscribe')}`
      : state === 'done'
        ? `<h1>You are unsubscribed</h1>
<p><strong>${escapeHtml(email)}</strong> will not receive our campaign emails any more.</p>` +
          (action ? `\n<p>Unsubscribed by mistake?</p>\n${button('Resubscribe')}` : '')
        : state === 'resubscribed'
          ? `<h1>You are subscribed again</h1>
<p><strong>${escapeHtml(email)}</strong> will receive our campaign emails again.</p>
${button('Unsubscribe')}`
          : `<h1>Link not valid</h1><p>This unsubscribe link is not valid or has expired.</p>`;
  return publicPage('Unsubscribe', body);
}
