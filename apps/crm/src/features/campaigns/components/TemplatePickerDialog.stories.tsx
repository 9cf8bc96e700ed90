import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { apiHandlers } from '../../../testing/handlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { TemplatePickerDialog } from './TemplatePickerDialog';

/** The Campaigns page's Templates dialog: the user's templates to start a campaign from. */
const meta = {
  title: 'App/Campaigns/TemplatePickerDialog',
  component: TemplatePickerDialog,
  args: { isOpen: true, onOpenChange: fn(), onPick: fn() },
  decorators: [withAppProviders()],
  parameters: { layout: 'fullscreen', msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof TemplatePickerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picking a template hands it on and closes the dialog. */
export const WithTemplates: Story = {
  play: async ({ args }) => {
    const dialog = await findRole('dialog', 'Templates');
    const option = await within(dialog).findByRole('button', { name: /Monthly Newsletter/ });
    await userEvent.click(option);
    await expect(args.onPick).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Monthly Newsletter' }),
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** No templates yet: where to make one. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/email-templates', () => HttpResponse.json({ templates: [] })),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    await findText('No templates yet');
  },
};
