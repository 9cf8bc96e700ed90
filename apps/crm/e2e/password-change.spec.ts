import { expect, test } from '@playwright/test';
import { newUser, registerByApi, requirePasswordChange, toastRegion } from './fixtures';

test('a user with a temporary password must change it after logging in', async ({ page }) => {
  // Eight submits and two logins: on a loaded 2-core machine it once passed the default 30 s.
  test.setTimeout(60_000);
  const user = newUser('temp');
  await registerByApi(page.request, user);
  requirePasswordChange(user.username);

  await page.goto('/login');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(toastRegion(page)).toContainText('Password Change Required');
  await expect(page).toHaveURL(/\/change-password$/);
  await expect(page.getByText(/temporary password must be changed/i)).toBeVisible();
  // 'Back to log in' would lead straight back here: a temporary-password user gets Log out.
  await expect(page.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/logout');
  await expect(page.getByRole('link', { name: 'Back to log in' })).toHaveCount(0);

  const submit = page.getByRole('button', { name: 'Change Password' });
  await submit.click();
  await expect(page.getByText('Current password is required')).toBeVisible();
  await expect(page.getByText('New password must be at least 8 characters long')).toBeVisible();
  await expect(page.getByText('Please confirm your new password')).toBeVisible();

  // The show/hide toggles reveal what was typed.
  const current = page.getByLabel('Current Password');
  await current.fill(user.password);
  await expect(current).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: /show/i }).first().click();
  await expect(current).toHaveAttribute('type', 'text');

  await page.getByLabel('New Password', { exact: true }).fill('brand-new-pass');
  await page.getByLabel('Confirm New Password').fill('different-pass');
  await submit.click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();

  // A common password is refused in the browser, before anything is sent.
  await page.getByLabel('New Password', { exact: true }).fill('iloveyou1');
  await page.getByLabel('Confirm New Password').fill('iloveyou1');
  await submit.click();
  await expect(page.getByText('This password is too common.', { exact: false })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('brand-new-pass');

  await current.fill('not-my-password');
  await page.getByLabel('Confirm New Password').fill('brand-new-pass');
  await submit.click();
  await expect(toastRegion(page)).toContainText('Error');
  await expect(page).toHaveURL(/\/change-password$/);

  await current.fill(user.password);
  await submit.click();
  await expect(toastRegion(page)).toContainText('Your password has been changed successfully.');
  await expect(page).toHaveURL(/\/dashboard$/);

  // The new password works, and no change is asked for any more.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill('brand-new-pass');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
