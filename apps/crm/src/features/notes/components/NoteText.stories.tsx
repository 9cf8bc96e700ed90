import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NoteText } from './NoteText';

/** `NoteText`: a note's text as written, its web addresses as links, never read as HTML. */
const meta = {
  title: 'App/Notes/NoteText',
  component: NoteText,
  render: (args) => (
    <p style={{ whiteSpace: 'pre-wrap', maxWidth: 480 }}>
      <NoteText {...args} />
    </p>
  ),
  args: {
    body: 'Called about the quote, see https://shop.example.com/quote/42.\n<b>Not bold</b>, just text.',
  },
} satisfies Meta<typeof NoteText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The address is a link that opens apart; the markup stays as typed. */
export const WithLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'https://shop.example.com/quote/42' });
    await expect(link).toHaveAttribute('href', 'https://shop.example.com/quote/42');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(canvas.getByText(/<b>Not bold<\/b>, just text\./)).toBeVisible();
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
};

/** Plain text: no link at all. */
export const PlainText: Story = {
  args: { body: 'Met at the spring fair.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
    await expect(canvasElement).toHaveTextContent('Met at the spring fair.');
  },
};
