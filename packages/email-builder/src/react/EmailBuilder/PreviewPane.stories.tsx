import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { defaultTemplateDesign } from '../../core/defaults';
import { renderDesign } from '../../core/renderDesign';
import { premadeTemplates } from '../../core/templates/premadeTemplates';
import { builderThemeStyle } from '../builderTheme';
import { PreviewPane } from './PreviewPane';

const newsletter = premadeTemplates.find((t) => t.type === 'newsletter')!.design;

/**
 * The Preview tab: the email in a sandboxed iframe, as a desktop or a 375 px phone shows it, in
 * light or as a mail client in dark mode shows it (the email's own dark-mode styles turned on).
 */
const meta = {
  title: 'Email builder/PreviewPane',
  component: PreviewPane,
  args: { html: renderDesign(newsletter) },
  decorators: [(Story) => <div style={{ ...builderThemeStyle, height: 560 }}>{Story()}</div>],
} satisfies Meta<typeof PreviewPane>;

export default meta;
type Story = StoryObj<typeof meta>;

const frame = (canvasElement: HTMLElement) =>
  within(canvasElement).getByTitle('Email preview') as HTMLIFrameElement;

/**
 * Resolves when the frame has loaded a document, or after `ms` (it may have loaded already): a
 * scheme change replaces its srcdoc, and the screenshot must show the new document.
 */
const loaded = (canvasElement: HTMLElement, ms: number) =>
  new Promise<void>((resolve) => {
    frame(canvasElement).addEventListener('load', () => resolve(), { once: true });
    setTimeout(resolve, ms);
  });

/** Light, desktop: the email as designed; its dark styles stay behind their media query. */
export const Light: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Light' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Desktop' })).toBeChecked();
    const doc = frame(canvasElement).srcdoc;
    await expect(doc).toContain('@media not all{');
    await expect(doc).not.toContain('@media all{');
  },
};

/** Dark by mouse: the email's dark-mode rules apply in the frame whatever the viewer's setting. */
export const Dark: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 1000); // the first document, before it is replaced
    const load = loaded(canvasElement, 5000);
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await load;
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    const doc = frame(canvasElement).srcdoc;
    await expect(doc).toContain('@media all{.eb-page{background-color:');
    await expect(doc).not.toContain('prefers-color-scheme:dark');
  },
};

/** Dark on a phone, by keyboard: arrow keys move within each group, Space selects. */
export const DarkMobileByKeyboard: Story = {
  args: { html: renderDesign(defaultTemplateDesign) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Light' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toHaveFocus();
    await loaded(canvasElement, 1000); // the first document, before it is replaced
    const load = loaded(canvasElement, 5000);
    await userEvent.keyboard(' ');
    await load;
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight} ');
    await expect(canvas.getByRole('radio', { name: 'Mobile' })).toBeChecked();
    await expect(frame(canvasElement).style.width).toBe('375px');
    await expect(frame(canvasElement).srcdoc).toContain('@media all{');
  },
};
