import { expect, test } from '@playwright/test';
import { newUser, openSignedIn, registerByApi, toastRegion } from './fixtures';

test.describe('companies', () => {
  test('create a company, add a contact with that company, open the company and see the contact', async ({
    page,
  }) => {
    const token = await registerByApi(page.request, newUser('companies'));
    await openSignedIn(page, token, '/companies');
    await expect(page.getByText('No companies yet')).toBeVisible();

    await page.getByRole('button', { name: 'Add Company' }).first().click();
    const add = page.getByRole('dialog', { name: 'Add Company' });
    await add.getByLabel('Name').fill('Analytical Engines');
    await add.getByLabel('Domain').fill('https://www.Engines.example/');
    await add.getByLabel('Industry').fill('Computing');
    await add.getByRole('button', { name: 'Add Field' }).click();
    await add.getByLabel('Custom field 1 name').fill('Tier');
    await add.getByLabel('Custom field 1 value').fill('Gold');
    await add.getByRole('button', { name: 'Add Company' }).click();
    await expect(toastRegion(page)).toContainText('Company added successfully');
    await expect(add).toBeHidden();
    const companies = page.getByRole('grid', { name: 'Companies' });
    const row = companies.getByRole('row').filter({ hasText: 'Analytical Engines' });
    await expect(row).toContainText('engines.example');

    // A contact whose company is the name in another case is linked to it.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Contacts' })
      .click();
    await page.getByRole('button', { name: 'Add Contact' }).first().click();
    const contact = page.getByRole('dialog', { name: 'Add New Contact' });
    await contact.getByLabel('First Name').fill('Ada');
    await contact.getByLabel('Last Name').fill('Lovelace');
    await contact.getByLabel('Email').fill('ada@example.com');
    await contact.getByLabel('Company').fill('analytical engines');
    await contact.getByRole('button', { name: 'Add Contact' }).click();
    await expect(toastRegion(page)).toContainText('Contact added successfully');
    // In the table the contact's company is a link to the company's page.
    await page
      .getByRole('grid', { name: 'Contacts' })
      .getByRole('link', { name: 'Analytical Engines' })
      .click();
    await expect(page).toHaveURL(/\/companies\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Analytical Engines' })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Companies' })
      .click();
    await expect(row).toContainText('1');
    await companies.getByRole('link', { name: 'Analytical Engines' }).click();
    await expect(page).toHaveURL(/\/companies\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Analytical Engines' })).toBeVisible();
    await expect(page.getByText('Tier', { exact: true })).toBeVisible();
    await expect(page.getByText('Gold', { exact: true })).toBeVisible();
    const people = page.getByRole('grid', { name: 'Contacts of Analytical Engines' });
    await people.getByRole('link', { name: 'Ada Lovelace' }).click();
    await expect(page).toHaveURL(/\/contacts\/\d+$/);
    // The contact shows the company's name, linking back to its page.
    await page.getByRole('link', { name: 'Analytical Engines' }).click();
    await expect(page).toHaveURL(/\/companies\/\d+$/);
  });
});
