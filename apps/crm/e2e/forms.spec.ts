import { expect, test } from '@playwright/test';
import { newUser, openSignedIn, registerByApi, toastRegion } from './fixtures';

test.describe('forms', () => {
  test('build a form, subscribe on its hosted page with JavaScript off, confirm from the Outbox, see the subscriber and their consent', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const token = await registerByApi(page.request, newUser('forms'));

    // Build the form in the app.
    await openSignedIn(page, token, '/forms');
    await expect(page.getByText('No forms yet')).toBeVisible();
    await page.getByRole('button', { name: 'Create Form' }).first().click();
    const create = page.getByRole('dialog', { name: 'Create Form' });
    await create.getByRole('textbox', { name: 'Form Name' }).fill('Monthly news');
    // force: the checkbox's input lies under its drawn box, which takes the click as a user's does.
    await create.getByRole('checkbox', { name: 'Company' }).click({ force: true });
    await expect(create.getByRole('group', { name: 'Company' })).toBeVisible();
    await create.getByRole('textbox', { name: 'Consent text' }).fill('Send me the monthly news.');
    await create.getByRole('textbox', { name: 'Tags' }).fill('newsletter');
    await create.getByRole('textbox', { name: 'Lead source' }).fill('Website');
    // The look: a palette from the generator's themes, which the hosted page wears.
    await create.getByRole('button', { name: 'Choose palette' }).click();
    await create.getByRole('tab', { name: 'Predefined Themes' }).click();
    await create
      .getByRole('article', { name: 'Sunset Canvas' })
      .getByRole('button', { name: 'Use Palette' })
      .click();
    await expect(create.getByText('Palette: Sunset Canvas.', { exact: false })).toBeVisible();
    await create.getByRole('button', { name: 'Create Form' }).click();
    await expect(toastRegion(page)).toContainText('Form created successfully');
    const row = page.getByRole('row').filter({ hasText: 'Monthly news' });
    await expect(row).toContainText('Double opt-in');

    await page.getByRole('button', { name: 'Actions for Monthly news' }).click();
    await page.getByRole('menuitem', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: 'Share “Monthly news”' });
    const hostedUrl = await share.getByRole('textbox', { name: 'Hosted page' }).inputValue();
    expect(hostedUrl).toMatch(new RegExp(`^${baseURL}/f/[\\w-]{22}$`));
    const snippet = await share.getByRole('textbox', { name: 'HTML to embed' }).inputValue();
    await page.keyboard.press('Escape');

    // A visitor with JavaScript off: the plain page works on its own.
    const visitor = await browser.newContext({ javaScriptEnabled: false });
    const form = await visitor.newPage();
    await form.goto(hostedUrl);
    await expect(form.getByRole('heading', { name: 'Monthly news' })).toBeVisible();
    // Sunset Canvas's accent (#8655f6) reads on its light background as it is: the button wears it.
    await expect(form.getByRole('button', { name: 'Subscribe' })).toHaveCSS(
      'background-color',
      'rgb(134, 85, 246)',
    );
    await form.getByLabel('Email').fill('lin@example.com');
    await form.getByLabel('First name').fill('Lin');
    await form.getByLabel('Company').fill('Lighthouse Ltd');
    await form.getByLabel('Send me the monthly news.').check();
    // A person takes longer than the server's minimum fill time (2 s).
    await form.waitForTimeout(2_100);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Thank you! Please check your inbox to confirm your subscription.',
    );

    // Until confirmed, the contact is pending.
    await page.goto('/contacts');
    const contact = page.getByRole('row').filter({ hasText: 'lin@example.com' });
    await expect(contact).toContainText('Pending');

    // The confirmation email waits in the Outbox (no SMTP server in the e2e run).
    await page.goto('/outbox');
    const messages = page.getByRole('grid', { name: 'Stored messages' });
    const mail = messages.getByRole('row', { name: /Please confirm your subscription/ });
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.waitForLoadState('networkidle');
          return mail.count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    await mail.click();
    const confirm = page
      .frameLocator('iframe[title="Preview of Please confirm your subscription"]')
      .getByRole('link', { name: 'Confirm my subscription' });
    const link = await confirm.getAttribute('href');
    expect(link).toContain('/f/confirm?token=');

    // One press confirms, with JavaScript still off; twice is fine.
    await form.goto(link!);
    await expect(form.getByRole('status')).toHaveText('Your subscription is confirmed. Thank you!');
    await form.goto(link!);
    await expect(form.getByRole('status')).toHaveText('Your subscription is confirmed. Thank you!');

    // The plain HTML embed on another site: with no signed time it comes back filled in from the
    // server, to be sent again, which then subscribes.
    const shop = await visitor.newPage();
    await shop.route('http://shop.test/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><title>Shop</title><h1>Our shop</h1>${snippet}</html>`,
      }),
    );
    await shop.goto('http://shop.test/');
    await shop.getByLabel('Email').fill('kim@example.com');
    await shop.getByLabel('Send me the monthly news.').check();
    await shop.getByRole('button', { name: 'Subscribe' }).click();
    await expect(shop.getByRole('alert')).toContainText(
      'Please check your details and press Subscribe again.',
    );
    await expect(shop.getByLabel('Email')).toHaveValue('kim@example.com');
    await shop.waitForTimeout(2_100);
    await shop.getByRole('button', { name: 'Subscribe' }).click();
    await expect(shop.getByRole('status')).toHaveText(
      'Thank you! Please check your inbox to confirm your subscription.',
    );
    await visitor.close();

    // The subscriber, with the form's answers, tag and consent record.
    await page.goto('/contacts');
    await expect(contact).toContainText('Subscriber');
    await expect(contact).toContainText('newsletter');
    await page.getByRole('button', { name: /^Actions for Lin/ }).click();
    await page.getByRole('menuitem', { name: 'Edit Contact' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Contact' });
    await expect(edit.getByLabel('Company')).toHaveValue('Lighthouse Ltd');
    const consents = edit.getByRole('list', { name: 'Consent history' });
    await expect(consents.getByRole('listitem')).toHaveCount(1);
    await expect(consents).toContainText('Send me the monthly news.');
    await expect(consents).toContainText('Monthly news');
    await expect(consents).toContainText(/Confirmed .* from /);

    // The form's figures: two submissions (the hosted page's and the embed's).
    await page.goto('/forms');
    await expect(row).toContainText('Double opt-in2');
  });
});
