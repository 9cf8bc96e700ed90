import { expect, test } from '@playwright/test';
import { newUser, signIn } from './fixtures';

test.describe('landing page', () => {
  test('logged out: plain menu buttons, Get Started, Start for free, Log in, footer', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/all-in-one CRM for small businesses/i);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const section of ['Products', 'Solutions', 'Resources']) {
      await expect(nav.getByRole('button', { name: section })).toBeVisible();
    }
    await nav.getByRole('button', { name: 'Solutions' }).click();
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/landing');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/register$/);

    await page.goto('/');
    await page.getByRole('button', { name: 'Start for free' }).first().click();
    await expect(page).toHaveURL(/\/register$/);

    await page.goto('/');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/');
    // The plans of the one definition Billing shows too (issue 24 §3: one price truth).
    for (const [plan, price] of [
      ['Free', '$0'],
      ['Starter', '$9'],
      ['Growth', '$29'],
      ['Professional', '$79'],
    ]) {
      await expect(page.getByRole('article', { name: plan, exact: true })).toContainText(
        `${price} per month`,
      );
    }
    await expect(
      page.getByRole('article', { name: 'Growth', exact: true }).getByText('Recommended'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    await page.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByText('May 16, 2025')).toBeVisible();
    await page.getByRole('link', { name: /back to home/i }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('logged in: dropdown menus lead to their screens', async ({ page }) => {
    await signIn(page, newUser('menus'), '/');
    const nav = page.getByRole('navigation', { name: 'Main' });

    await nav.getByRole('button', { name: 'Products' }).click();
    const products = page.getByRole('menu', { name: 'Products' });
    for (const item of ['Contact Management', 'Email Campaigns', 'Lead Forms', 'Analytics']) {
      await expect(products.getByRole('menuitem', { name: item })).toBeVisible();
    }
    // No mobile app exists, so none is offered (issue 24 §3).
    await expect(products.getByRole('menuitem', { name: 'Mobile App' })).toHaveCount(0);
    await products.getByRole('menuitem', { name: 'Contact Management' }).click();
    await expect(page).toHaveURL(/\/contacts$/);
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('selectedMenuItem'))) ?? 'null'),
    ).toEqual({ section: 'Products', item: 'Contact Management' });

    const cases: [string, string, RegExp][] = [
      ['Products', 'Email Campaigns', /\/campaigns$/],
      ['Products', 'Analytics', /\/analytics$/],
      ['Products', 'Lead Forms', /\/dashboard$/],
      ['Solutions', 'For Marketing', /\/dashboard$/],
      ['Resources', 'API Reference', /\/dashboard$/],
    ];
    for (const [section, item, url] of cases) {
      await page.goto('/');
      await nav.getByRole('button', { name: section }).click();
      await page.getByRole('menu', { name: section }).getByRole('menuitem', { name: item }).click();
      await expect(page).toHaveURL(url);
    }

    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('Watch demo: the recorded tour plays with captions, both served by the real server', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Watch demo' }).click();
    const video = page.getByRole('dialog').getByLabel('Beacon CRM demo video');
    await expect(video.locator('source')).toHaveAttribute('src', '/media/beacon-crm-demo.webm');
    await expect(video.locator('track[kind="captions"]')).toHaveAttribute(
      'src',
      '/media/beacon-crm-demo.en.vtt',
    );
    const media = await page.request.get('/media/beacon-crm-demo.webm');
    expect(media.headers()['content-type']).toBe('video/webm');
    // The budget the issue sets for the static file.
    expect((await media.body()).byteLength).toBeLessThan(5 * 1024 * 1024);
    const captions = await page.request.get('/media/beacon-crm-demo.en.vtt');
    expect(captions.headers()['content-type']).toContain('text/vtt');
    expect(await captions.text()).toMatch(/^WEBVTT/);
    // Chromium decodes the file and shows the captions track.
    await expect
      .poll(() => video.evaluate((el: HTMLVideoElement) => el.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);
    await expect
      .poll(() => video.evaluate((el: HTMLVideoElement) => el.textTracks[0]?.cues?.length ?? 0))
      .toBeGreaterThan(3);
  });

  // The fallback poster when the video cannot load is the VideoUnavailable story's.
  test('Watch demo: the industry picker leads to registration', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Watch demo' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    for (const label of [
      'Real Estate',
      'Retail',
      'Home Services',
      'Manufacturing',
      'Software & IT',
      'Other',
    ]) {
      await expect(dialog.getByRole('button', { name: label })).toBeVisible();
    }
    await dialog.getByRole('button', { name: 'Software & IT' }).click();
    await expect(page).toHaveURL(/\/register$/);
    expect(await page.evaluate(() => localStorage.getItem('selectedIndustry'))).toBe('software');
  });
});

test('routing: 404 card, /test, and anonymous visitors sent to /login', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await page
    .getByRole('link', { name: /beacon crm/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/test');
  await expect(page.getByText(/debug routing/i)).toBeVisible();

  for (const path of ['/dashboard', '/automation', '/billing', '/profile', '/color-palette']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
});
