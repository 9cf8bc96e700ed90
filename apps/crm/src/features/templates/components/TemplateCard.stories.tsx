import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@crm/ui';
import { TemplateCard } from './TemplateCard';
import { TemplateCardSkeleton } from './TemplateCardSkeleton';

const onEdit = fn();

/** `TemplateCard`: a template's name, type badge, subject, a line of detail and its actions. */
const meta = {
  title: 'App/Templates/TemplateCard',
  component: TemplateCard,
  args: {
    name: 'Spring Promotion',
    templateType: 'promotion',
    subject: '25% off this weekend',
    meta: 'Created: May 16, 2024',
    actions: (
      <Button size="sm" variant="secondary" onPress={onEdit}>
        Edit
      </Button>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof TemplateCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A saved template: type badge capitalised, the created line, its action. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('heading', { name: 'Spring Promotion' })).toBeVisible();
    await expect(card.getByText('Promotion')).toBeVisible();
    await expect(card.queryByText('Pre-made')).toBeNull();
    await userEvent.click(card.getByRole('button', { name: 'Edit' }));
    await expect(onEdit).toHaveBeenCalled();
  },
};

/** A ready-made template: labelled Pre-made, no created date. */
export const Premade: Story = {
  args: { name: 'Follow-up', templateType: 'follow-up', meta: undefined, isPremade: true },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Follow-up', { selector: 'span' })).toBeVisible();
    await expect(card.getByText('Pre-made')).toBeVisible();
  },
};

/** The placeholder shown while templates load, hidden from assistive technology. */
export const Skeleton: Story = {
  render: () => <TemplateCardSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.firstElementChild?.firstElementChild).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};
