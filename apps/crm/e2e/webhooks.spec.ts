import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { newUser, openSignedIn, registerByApi, toastRegion } from './fixtures';

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** The receiver an integration would run: records every post and answers 200. */
const received: Received[] = [];
let receiver: http.Server;
let receiverUrl: string;

test.beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});

test.afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

test('add an endpoint, receive a signed contact.created, see it delivered in the log, delete it', async ({
  page,
}) => {
  const token = await registerByApi(page.request, newUser('hooks'));
  await openSignedIn(page, token, '/settings/webhooks');
  await expect(page.getByText('No endpoints yet')).toBeVisible();

  await page.getByRole('button', { name: 'Add endpoint' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add endpoint' });
  await add.getByRole('textbox', { name: /Endpoint URL/ }).fill(receiverUrl);
  await add.getByText('Contact created', { exact: true }).click();
  await expect(add.getByRole('checkbox', { name: 'Contact created' })).toBeChecked();
  await add.getByRole('button', { name: 'Add endpoint' }).click();

  // The secret, once.
  const added = page.getByRole('dialog', { name: 'Endpoint added' });
  await expect(added).toContainText('it will not be shown again');
  const secret = await added.getByRole('textbox', { name: 'Signing secret' }).inputValue();
  expect(secret).toMatch(/^whsec_/);
  await added.getByRole('button', { name: 'Done' }).click();

  const item = page.getByRole('listitem', { name: receiverUrl });
  await expect(item).toContainText('Active');
  await expect(item).toContainText('Events: Contact created');
  await expect(item).not.toContainText(secret);
  await item.getByRole('button', { name: 'Show details' }).click();
  const log = item.getByRole('grid', { name: 'Deliveries' });
  await expect(log).toContainText('No deliveries yet');

  // A contact made elsewhere (an API call, not this page): only the log's polling can show it.
  const email = `hooked.${Date.now()}@example.com`;
  const created = await page.request.post('/api/contacts', {
    headers: { Authorization: `Bearer ${token}` },
    data: { firstName: 'Hook', lastName: 'Ed', email },
  });
  expect(created.status(), await created.text()).toBe(201);
  const contactId = ((await created.json()) as { contact: { id: number } }).contact.id;

  await expect.poll(() => received.length).toBe(1);
  const post = received[0]!;
  const event = new Webhook(secret).verify(post.body, post.headers) as {
    type: string;
    data: { contact: { id: number; email: string } };
  };
  expect(event).toMatchObject({
    type: 'contact.created',
    data: { contact: { id: contactId, email } },
  });
  expect(() =>
    new Webhook(`whsec_${Buffer.from('not the secret').toString('base64')}`).verify(
      post.body,
      post.headers,
    ),
  ).toThrow();

  const row = log.getByRole('row').filter({ hasText: 'Contact created' });
  await expect(row).toContainText('Delivered');
  await expect(row).toContainText('200');
  await row.getByRole('button', { name: /^View payload/ }).click();
  const payload = page.getByRole('dialog', { name: 'Payload of Contact created' });
  await expect(payload).toContainText(email);
  await expect(payload).toContainText(post.headers['webhook-id']!);
  await page.keyboard.press('Escape');
  await expect(payload).toBeHidden();

  await item.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: `Delete the endpoint ${receiverUrl}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toastRegion(page)).toContainText('Endpoint deleted');
  await expect(item).toBeHidden();
  await expect(page.getByText('No endpoints yet')).toBeVisible();

  // Gone for the server too: a new contact posts nothing.
  const later = await page.request.post('/api/contacts', {
    headers: { Authorization: `Bearer ${token}` },
    data: { firstName: 'Not', lastName: 'Sent', email: `not.${email}` },
  });
  expect(later.status()).toBe(201);
  await page.reload();
  await expect(page.getByText('No endpoints yet')).toBeVisible();
  expect(received).toHaveLength(1);
});
