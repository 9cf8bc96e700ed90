import { expect, test } from '@playwright/test';
import { newUser, registerByApi, toastRegion } from './fixtures';

test.describe('registration, log out and log in', () => {
  test('register shows every validation message, then creates the account', async ({ page }) => {
    const user = newUser('reg');
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();

    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(page.getByText('Please confirm your password')).toBeVisible();

    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Name', { exact: true }).fill(user.name);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm Password').fill('something-else');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();

    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    await page.getByLabel('Confirm Password').fill(user.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toastRegion(page)).toContainText('Your account has been created');
    await expect(page.getByText('Total Contacts')).toBeVisible();
  });

  test('a taken username shows the server message', async ({ page }) => {
    const user = newUser('dup');
    await registerByApi(page.request, user);
    await page.goto('/register');
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Email', { exact: true }).fill(`other.${user.email}`);
    await page.getByLabel('Name', { exact: true }).fill(user.name);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm Password').fill(user.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(toastRegion(page)).toContainText('Registration failed');
    await expect(page).toHaveURL(/\/register$/);
  });

  test('log out from the avatar menu, then log in with the stored menu selection', async ({
    page,
  }) => {
    const user = newUser('login');
    await page.goto('/register');
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Name', { exact: true }).fill(user.name);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm Password').fill(user.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByRole('button', { name: /account menu/i }).click();
    await expect(page.getByRole('menu')).toContainText(user.name);
    await expect(page.getByRole('menu')).toContainText(user.email);
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

    // Logged out, a landing menu button remembers the choice and leads to /login.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Products' })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('selectedMenuItem'))) ?? 'null'),
    ).toEqual({ section: 'Products', item: 'Products' });

    // Login validation messages.
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

    // A wrong password: the error notice, and the form is usable again.
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(toastRegion(page)).toContainText('Login failed');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();

    // A stored Products > Analytics choice sends the user to /analytics, then is forgotten.
    await page.evaluate(() =>
      localStorage.setItem(
        'selectedMenuItem',
        JSON.stringify({ section: 'Products', item: 'Analytics' }),
      ),
    );
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(toastRegion(page)).toContainText('You have successfully logged in');
    await expect(page).toHaveURL(/\/analytics$/);
    expect(await page.evaluate(() => localStorage.getItem('selectedMenuItem'))).toBeNull();

    // Already signed in: /login goes to the dashboard.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);

    // /logout says 'Logging out...', clears the session and goes home. The text is on screen only
    // while the logout call runs, so the call is held until the text has been seen.
    let releaseLogout = () => {};
    const logoutHeld = new Promise<void>((resolve) => (releaseLogout = resolve));
    await page.route('**/api/auth/logout', async (route) => {
      await logoutHeld;
      await route.continue();
    });
    await page.goto('/logout');
    await expect(page.getByText('Logging out...')).toBeVisible();
    await expect(page).toHaveURL(/\/logout$/);
    releaseLogout();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('without a stored choice, login goes to the dashboard', async ({ page }) => {
    const user = newUser('plain');
    await registerByApi(page.request, user);
    await page.goto('/login');
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('leaving a page while the current user is still being read keeps the user signed in', async ({
    page,
  }) => {
    const token = await registerByApi(page.request, newUser('leave'));
    // A slow server: the read is still running when the user opens another page, which aborts it.
    await page.route('**/api/auth/me', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => {});
    });
    await page.goto('/test');
    await page.evaluate((value) => localStorage.setItem('authToken', value), token);
    await page.goto('/test');
    await page.waitForTimeout(200);
    await page.goto('/contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBe(token);
  });
});
