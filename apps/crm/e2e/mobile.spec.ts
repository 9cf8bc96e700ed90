import { expect, test, type Page } from '@playwright/test';
import { newUser, registerByApi } from './fixtures';

// A phone (iPhone 12-15 width): every screen must fit it, wide tables scrolling inside their card.
test.use({ viewport: { width: 390, height: 844 } });

const publicRoutes = ['/', '/landing', '/login', '/register', '/privacy-policy', '/no-such-page'];
const signedInRoutes = [
  '/dashboard',
  '/contacts',
  '/campaigns',
  '/email-templates',
  '/automation',
  '/analytics',
  '/outbox',
  '/billing',
  '/subscribe?plan=growth',
  '/profile',
  '/color-palette',
  '/change-password',
];

async function expectNoHorizontalScroll(page: Page, route: string) {
  // Lazy screens and their data settle first: a table arriving later could widen the page.
  await page.waitForLoadState('networkidle');
  const { scrollWidth, innerWidth, culprit } = await page.evaluate(() => {
    // Names the outermost element sticking out, so a failure says where to look.
    const wide = [...document.body.querySelectorAll('*')].find(
      (el) => el.getBoundingClientRect().right > window.innerWidth + 1,
    );
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      culprit: wide ? `${wide.tagName.toLowerCase()}.${wide.className}` : 'none',
    };
  });
  expect
    .soft(scrollWidth, `${route} scrolls sideways (${culprit})`)
    .toBeLessThanOrEqual(innerWidth);
}

test('public pages fit a 390 px phone', async ({ page }) => {
  for (const route of publicRoutes) {
    await page.goto(route);
    await expect(page.locator('h1, h2').first()).toBeVisible();
    // Every page has exactly one main landmark (axe 'region': no content outside landmarks).
    await expect(page.getByRole('main'), route).toHaveCount(1);
    await expectNoHorizontalScroll(page, route);
  }
});

test('the landing header collapses into a menu button and drawer', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  const box = await header.boundingBox();
  expect(box?.height, 'the header stays one row').toBeLessThanOrEqual(72);
  await expect(header.getByRole('button', { name: 'Products' })).toBeHidden();

  await header.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('button', { name: 'Products' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('signed-in screens fit a 390 px phone', async ({ page }) => {
  test.setTimeout(90_000);
  const token = await registerByApi(page.request, newUser('phone'));
  // A row in the widest table, so that its overflow is exercised rather than its empty state.
  const created = await page.request.post('/api/automation-workflows', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: 'Welcome series for every new contact', trigger: 'contact_added' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await page.goto('/test');
  await page.evaluate((value) => localStorage.setItem('authToken', value), token);

  for (const route of signedInRoutes) {
    await page.goto(route);
    await expect(page.getByRole('main'), route).toHaveCount(1);
    await expectNoHorizontalScroll(page, route);
  }
});
