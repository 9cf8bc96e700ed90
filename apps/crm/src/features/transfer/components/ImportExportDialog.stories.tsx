import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { delay, http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { ImportMappingSchema, type ImportResult } from '@crm/api-client';
import { clearToasts } from '@crm/ui';
import { apiHandlers } from '../../../testing/handlers';
import { findRole, findText, LOAD_TIMEOUT } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { ImportExportDialog } from './ImportExportDialog';

const GOOGLE_CSV =
  'Name,Given Name,Family Name,Group Membership,E-mail 1 - Type,E-mail 1 - Value,Phone 1 - Value,Organization 1 - Name,Organization 1 - Title,Notes\r\n' +
  'José Álvarez,José,Álvarez,Clients ::: * myContacts,* Work,jose@example.es,+34 600 123 456,"Álvarez, Hijos y Cía",Gerente,"Met at the fair,\nstand 12"\r\n' +
  'Chloé Dubois,Chloé,Dubois,* myContacts,* Home,chloe@example.fr,,,,\r\n';

const RESULT: ImportResult = {
  importedCount: 2,
  invalidCount: 2,
  failedCount: 1,
  totalProcessed: 6,
  details: {
    fileType: 'csv',
    source: 'google',
    duplicateCount: 1,
    unsubscribedCount: 1,
    failedReason: 'Email already exists among your contacts; the existing contact was not changed.',
    errors: [
      { row: 3, line: 4, message: "Email 'ann@' is not a valid email address" },
      { row: 5, line: 7, message: 'First name and last name are both missing' },
    ],
  },
};

/** `POST /api/contacts/import-file` as the server answers, checking the mapping with the contract. */
const importHandler = (
  answer: () => Promise<Response> | Response = () => HttpResponse.json(RESULT),
) =>
  http.post('/api/contacts/import-file', async ({ request }) => {
    const form = await request.formData();
    if (!(form.get('file') instanceof File)) {
      return HttpResponse.json(
        { message: 'No file selected. Please select a file to import.' },
        { status: 400 },
      );
    }
    const mapping = form.get('mapping');
    if (
      typeof mapping === 'string' &&
      !v.safeParse(ImportMappingSchema, JSON.parse(mapping)).success
    )
      return HttpResponse.json({ message: 'The column mapping is not valid' }, { status: 400 });
    return answer();
  });

const meta = {
  title: 'App/Transfer/ImportExportDialog',
  component: ImportExportDialog,
  args: { isOpen: true, onOpenChange: fn() },
  decorators: [withAppProviders()],
  parameters: {
    msw: {
      handlers: [
        importHandler(),
        http.head('/api/contacts/export', () => new HttpResponse(null, { status: 200 })),
        ...apiHandlers(),
      ],
    },
  },
} satisfies Meta<typeof ImportExportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hidden file input behind "Choose file"; `accept` is the dialog's, not applied by the test. */
async function pick(name: string, content: string) {
  const dialog = await findRole('dialog', 'Import/Export Contacts');
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(input, new File([content], name));
  return dialog;
}

/**
 * Ends a visual play in one state whatever the timing: toasts (which count down and fade) gone, and
 * focus on the dialog itself by a pointer, so no button shows a focus ring in one run and not another.
 */
async function settle() {
  clearToasts();
  await userEvent.click(await findText('Import/Export Contacts'));
}

/** Import tab at rest: the drop zone, the sample file link; Import with no file says so. */
export const Idle: Story = {
  play: async () => {
    const dialog = await findRole('dialog', 'Import/Export Contacts');
    await expect(within(dialog).getByRole('tab', { name: 'Import' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      within(dialog).getByRole('link', { name: 'Download the sample file' }),
    ).toHaveAttribute('href', '/sample_contacts.csv');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await expect(await findText('No file selected')).toBeVisible();
    await expect(screen.getByText('Please select a file to import.')).toBeVisible();
    await settle();
  },
};

/** A file that is not CSV, XLSX or PDF is refused with the spec's toast. */
export const UnsupportedFile: Story = {
  play: async () => {
    await pick('notes.txt', 'hello');
    await expect(await findText('Unsupported file type')).toBeVisible();
    await expect(screen.getByText('Please select a CSV, XLSX, or PDF file.')).toBeVisible();
    await settle();
  },
};

/** Excel and PDF picks are read on import: info toasts say so (PDF: accuracy may vary). */
export const XlsxAndPdfPicked: Story = {
  tags: ['!visual'],
  play: async () => {
    await pick('contacts.xlsx', 'PK');
    await expect(await findText('Excel file selected')).toBeVisible();
    await pick('contacts.pdf', '%PDF-1.4');
    await expect(await findText('PDF file selected')).toBeVisible();
    await expect(screen.getByText(/Extraction accuracy may vary/)).toBeVisible();
  },
};

/** A broken CSV (a quote never closed) gets the spec's parse error, and no preview. */
export const CsvParseError: Story = {
  tags: ['!visual'],
  play: async () => {
    await pick('broken.csv', 'Email,Name\n"ann@example.com,Ann\n');
    await expect(await findText('Error parsing CSV')).toBeVisible();
    await expect(
      screen.getByText('The file format is invalid. Please check your file and try again.'),
    ).toBeVisible();
    await expect(screen.queryByRole('region', { name: 'File preview' })).toBeNull();
  },
};

/**
 * A Google Contacts CSV: the preview shows the header and rows parsed as the server will (the
 * quoted comma and line break stay in their cells), and the mapping step names the tool.
 */
export const PreviewAndMapping: Story = {
  play: async () => {
    const dialog = await pick('contacts.csv', GOOGLE_CSV);
    const preview = await within(dialog).findByRole('region', { name: 'File preview' });
    await expect(within(preview).getAllByRole('columnheader')).toHaveLength(10);
    await expect(within(preview).getByText('Álvarez, Hijos y Cía')).toBeVisible();
    await expect(within(dialog).getByText(/looks like a Google Contacts export/)).toBeVisible();
    const email = within(dialog).getByRole('button', { name: /Field for column E-mail 1 - Value/ });
    await expect(email).toHaveTextContent('Email');
    await expect(
      within(dialog).getByRole('button', { name: /Field for column Group Membership/ }),
    ).toHaveTextContent('Tags');
    await settle();
  },
};

/** Changing a column to Skip, then importing: the result lists counts and rejected rows. */
export const ChangeMappingAndImport: Story = {
  play: async () => {
    const dialog = await pick('contacts.csv', GOOGLE_CSV);
    await userEvent.click(
      await within(dialog).findByRole('button', { name: /Field for column Notes/ }),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Skip' }));
    await expect(
      within(dialog).getByRole('button', { name: /Field for column Notes/ }),
    ).toHaveTextContent('Skip');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    // The result heading in the dialog (the toast says the same).
    await expect(
      await within(dialog).findByText(
        'Successfully imported 2 contacts. (2 invalid, 1 failed)',
        {},
        { timeout: LOAD_TIMEOUT },
      ),
    ).toBeVisible();
    const rejected = await within(dialog).findByRole('table', { name: 'Rejected rows' });
    await expect(
      within(rejected).getByText("Email 'ann@' is not a valid email address"),
    ).toBeVisible();
    await expect(within(dialog).getByText('Read as a Google Contacts export.')).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: 'Download rejected rows' }),
    ).toBeVisible();
    await settle();
  },
};

/**
 * Imported by keyboard: the Import button goes away with the form, the focus moves to the result
 * inside the dialog (not to the page behind it), and Esc then closes the dialog.
 */
export const FocusStaysAfterImport: Story = {
  tags: ['!visual'],
  play: async ({ args }) => {
    const dialog = await pick('contacts.csv', GOOGLE_CSV);
    within(dialog).getByRole('button', { name: 'Import' }).focus();
    await userEvent.keyboard('{Enter}');
    const result = await within(dialog).findByRole(
      'heading',
      { name: 'Successfully imported 2 contacts. (2 invalid, 1 failed)' },
      { timeout: LOAD_TIMEOUT },
    );
    await waitFor(() => expect(result).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    clearToasts();
  },
};

/** Taking out the email column leaves nothing to import by: the step says so and Import waits. */
export const MappingWithoutEmail: Story = {
  tags: ['!visual'],
  play: async () => {
    const dialog = await pick('contacts.csv', GOOGLE_CSV);
    await userEvent.click(
      await within(dialog).findByRole('button', { name: /Field for column E-mail 1 - Value/ }),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Skip' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Choose the column that holds the email address',
    );
    await expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
  },
};

/** While the file uploads and imports, a progress bar shows and the controls wait. */
export const Importing: Story = {
  parameters: {
    // In a full run at load, a 1 px column of the drop zone's fill stayed painted below it (36 of
    // 691,200 pixels); passing alone. The state under test is the progress bar and the button.
    screenshot: { allowedMismatchedPixelRatio: 0.0001 },
    msw: {
      handlers: [
        importHandler(async () => {
          await delay('infinite');
          return HttpResponse.json(RESULT);
        }),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    const dialog = await pick('contacts.csv', GOOGLE_CSV);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await expect(await findRole('progressbar')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Importing…' })).toBeDisabled();
    await settle();
  },
};

/**
 * A large file once uploaded: the server says how many rows it has read of the file's total
 * (`GET /api/contacts/import-file/progress/:id` with the id the upload was sent under), and the bar
 * shows 'Read n of m rows'.
 */
export const ImportingReadsRows: Story = {
  parameters: {
    msw: {
      handlers: [
        importHandler(async () => {
          await delay('infinite');
          return HttpResponse.json(RESULT);
        }),
        http.get('/api/contacts/import-file/progress/:id', ({ params }) =>
          /^[0-9a-f-]{36}$/.test(String(params.id))
            ? HttpResponse.json({ rowsRead: 61_250, totalRows: 200_020 })
            : HttpResponse.json({ message: 'No import with this id is running' }, { status: 404 }),
        ),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    // A newsletter list: one column, so the bar is in view above the fold.
    const dialog = await pick('newsletter.csv', 'Email\r\nann@example.com\r\nbob@example.com\r\n');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const bar = await findRole('progressbar', 'Importing contacts');
    await waitFor(() => expect(bar).toHaveTextContent('Read 61,250 of 200,020 rows'), {
      timeout: LOAD_TIMEOUT,
    });
    await expect(bar).toHaveAttribute('aria-valuenow', '61250');
    await expect(bar).toHaveAttribute('aria-valuemax', '200020');
    await settle();
  },
};

/** The server's refusal: 'Import Failed' with its message. */
export const ImportFailed: Story = {
  tags: ['!visual'],
  parameters: {
    msw: {
      handlers: [
        importHandler(() =>
          HttpResponse.json(
            {
              message:
                "No email column found. The first row must name the columns, e.g. 'First Name', 'Last Name', 'Email'.",
            },
            { status: 400 },
          ),
        ),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    const dialog = await pick('contacts.csv', GOOGLE_CSV);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await expect(await findText('Import Failed')).toBeVisible();
    await expect(screen.getByText(/^No email column found/)).toBeVisible();
  },
};

/**
 * The downloads a play starts, as `href file-name`, kept from leaving the page: `run` is the play's
 * part that presses Export.
 */
async function recordDownloads(run: (downloads: string[]) => Promise<void>) {
  const downloads: string[] = [];
  const record = (e: MouseEvent) => {
    const link = (e.target as HTMLElement).closest('a');
    if (link?.download) {
      e.preventDefault();
      downloads.push(`${link.getAttribute('href')} ${link.download}`);
    }
  };
  document.addEventListener('click', record, true);
  try {
    await run(downloads);
  } finally {
    document.removeEventListener('click', record, true);
  }
}

const FILE_NAME = 'contacts_export_\\d{4}-\\d\\d-\\d\\d\\.csv';

/** Export: checks the session, then downloads from the streaming endpoint; the spec's toast. */
export const Export: Story = {
  play: async () => {
    const dialog = await findRole('dialog', 'Import/Export Contacts');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Export' }));
    await expect(within(dialog).queryByRole('radiogroup')).toBeNull();
    await recordDownloads(async (downloads) => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Export Contacts' }));
      await expect(await findText('Export successful')).toBeVisible();
      await expect(
        screen.getByText('Your contacts have been exported to a CSV file.'),
      ).toBeVisible();
      await waitFor(
        () => expect(downloads[0]).toMatch(new RegExp(`^/api/contacts/export ${FILE_NAME}$`)),
        { timeout: LOAD_TIMEOUT },
      );
    });
    await settle();
  },
};

/**
 * Opened on a filtered list (a segment and a tag): Export offers those contacts first, by their
 * count and filter, and takes all contacts only when the user picks that.
 */
export const ExportFiltered: Story = {
  args: {
    filtered: {
      filter: { segment: 3, tag: 'vip' },
      label: '2,250 contacts matching the chosen segment and tag "vip"',
    },
  },
  play: async () => {
    const dialog = await findRole('dialog', 'Import/Export Contacts');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Export' }));
    const choice = within(dialog).getByRole('radiogroup', { name: 'Contacts to export' });
    await expect(
      within(choice).getByRole('radio', { name: /^2,250 contacts matching/ }),
    ).toBeChecked();
    await recordDownloads(async (downloads) => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Export Contacts' }));
      await waitFor(
        () =>
          expect(downloads[0]).toMatch(
            new RegExp(`^/api/contacts/export\\?segment=3&tag=vip ${FILE_NAME}$`),
          ),
        { timeout: LOAD_TIMEOUT },
      );
      clearToasts();
      await userEvent.click(within(choice).getByRole('radio', { name: 'All contacts' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Export Contacts' }));
      await waitFor(
        () => expect(downloads[1]).toMatch(new RegExp(`^/api/contacts/export ${FILE_NAME}$`)),
        { timeout: LOAD_TIMEOUT },
      );
    });
    await userEvent.click(within(choice).getByRole('radio', { name: /^2,250 contacts/ }));
    await settle();
  },
};

/** A failed export check: 'Export failed' with the server's message, and nothing downloads. */
export const ExportFailed: Story = {
  tags: ['!visual'],
  parameters: {
    msw: {
      handlers: [
        http.head('/api/contacts/export', () => new HttpResponse(null, { status: 503 })),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    const dialog = await findRole('dialog', 'Import/Export Contacts');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Export' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export Contacts' }));
    await expect(await findText('Export failed')).toBeVisible();
  },
};

/** Addresses on the suppression list arrive unsubscribed: the result counts them and says why. */
export const ImportWithSuppressed: Story = {
  parameters: {
    msw: {
      handlers: [
        importHandler(() =>
          HttpResponse.json({
            ...RESULT,
            invalidCount: 0,
            failedCount: 0,
            details: { fileType: 'csv', duplicateCount: 0, suppressedCount: 1, errors: [] },
          } satisfies ImportResult),
        ),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    const dialog = await pick('contacts.csv', GOOGLE_CSV);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Import' }));
    await within(dialog).findByText(
      'Successfully imported 2 contacts.',
      {},
      { timeout: LOAD_TIMEOUT },
    );
    const count = within(dialog).getByText('On your suppression list');
    await expect(count.nextElementSibling).toHaveTextContent('1');
    await expect(
      within(dialog).getByText(
        /Addresses on your suppression list .* were imported as unsubscribed/,
      ),
    ).toBeVisible();
    await settle();
  },
};
