import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts } from '@crm/ui';
import { paths } from '../../../config/paths';
import { apiHandlers } from '../../../testing/handlers';
import { demoSegments, MISSING_CUSTOM_FIELD } from '../../../testing/segmentsHandlers';
import { findRole, findText, LOAD_TIMEOUT } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { withStoryRoute } from '../../../testing/withStoryRoute';
import { SegmentEditor } from './SegmentEditor';

/**
 * `SegmentEditor`: a segment's name and its conditions in groups (all or any, nested to three
 * deep), with a live count of the contacts they match (the stories' API halves 1,234 for each
 * condition) and the server's 400 shown on the condition it names.
 */
const meta = {
  title: 'App/Segments/SegmentEditor',
  component: SegmentEditor,
  decorators: [withStoryRoute(paths.newSegment), withAppProviders()],
  parameters: { msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof SegmentEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const countSays = (text: string) =>
  waitFor(() => expect(screen.getByText(text)).toBeVisible(), { timeout: LOAD_TIMEOUT });

/** Every read has answered: no placeholder of a loading list is left for axe to find. */
const settled = () =>
  waitFor(() => expect(document.querySelector('[role="img"]')).toBeNull(), {
    timeout: LOAD_TIMEOUT,
  });

/** Adds a condition of `kind` to the group named `group`. */
async function addCondition(group: HTMLElement, kind: string) {
  const buttons = within(group).getAllByRole('button', { name: 'Add condition' });
  await userEvent.click(buttons.at(-1)!);
  await userEvent.click(await findRole('menuitem', kind));
}

const conditionNamed = (name: string | RegExp) => screen.getByRole('group', { name });

/**
 * Conditions of several kinds and a nested group: the count follows each change (1,234 with none,
 * then halved per condition).
 */
export const BuildsConditions: Story = {
  play: async () => {
    await countSays('1,234 contacts match');
    const root = screen.getByRole('group', { name: 'Conditions' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Engaged VIPs');

    await addCondition(root, 'Tags');
    const tags = conditionNamed('Condition 1: Tags');
    // No tag yet: the contract's problem is on the condition, and the count waits.
    await expect(within(tags).getByRole('alert')).toHaveTextContent('Choose at least one tag');
    await expect(
      screen.getByText('Fix the conditions to see how many contacts match'),
    ).toBeVisible();
    await userEvent.type(within(tags).getByRole('combobox', { name: 'Tag' }), 'vip');
    await userEvent.click(within(tags).getByRole('button', { name: 'Add tag' }));
    await expect(within(tags).getByRole('list', { name: 'Chosen tags' })).toHaveTextContent('vip');
    await countSays('617 contacts match');

    await addCondition(root, 'Status');
    await countSays('309 contacts match');

    await userEvent.click(within(root).getAllByRole('button', { name: 'Add group' }).at(-1)!);
    const nested = screen.getByRole('group', { name: 'Conditions, group 3' });
    await expect(within(nested).getByRole('radio', { name: 'Any condition (or)' })).toBeChecked();
    await addCondition(nested, 'Email engagement');
    const engagement = conditionNamed('Condition 3: Email engagement');
    await expect(within(engagement).getByRole('textbox', { name: /In the last days/ })).toHaveValue(
      '30',
    );
    await countSays('154 contacts match');

    await userEvent.click(screen.getByRole('button', { name: 'Remove condition 2' }));
    await countSays('309 contacts match');
  },
};

/** A condition the server refuses (a custom field no contact holds): its message is on it. */
export const ServerErrorOnCondition: Story = {
  play: async () => {
    await countSays('1,234 contacts match');
    const root = screen.getByRole('group', { name: 'Conditions' });
    await addCondition(root, 'Status');
    await addCondition(root, 'Contact field');
    const field = conditionNamed('Condition 2: Contact field');
    await userEvent.click(within(field).getByRole('button', { name: /Field/ }));
    await userEvent.click(await findRole('option', 'Another custom field…'));
    await userEvent.type(
      within(field).getByRole('textbox', { name: 'Custom field name' }),
      MISSING_CUSTOM_FIELD,
    );
    await userEvent.type(within(field).getByRole('textbox', { name: 'Value' }), 'x');
    const alert = await within(field).findByRole('alert', {}, { timeout: LOAD_TIMEOUT });
    await expect(alert).toHaveTextContent(
      `Condition 2: no contact has a custom field named “${MISSING_CUSTOM_FIELD}”`,
    );
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    // The other condition is not blamed.
    await expect(within(conditionNamed('Condition 1: Status')).queryByRole('alert')).toBeNull();
  },
};

/** Picks "Segment is in Recent openers" in the segment's own condition; the count follows. */
async function includeRecentOpeners() {
  await countSays('1,234 contacts match');
  const root = screen.getByRole('group', { name: 'Conditions' });
  await addCondition(root, 'Segment');
  const condition = conditionNamed('Condition 1: Segment');
  // No segment chosen yet: the contract's problem is on the condition, and the count waits.
  await expect(within(condition).getByRole('alert')).toHaveTextContent('Please choose a segment');
  await userEvent.click(within(condition).getByRole('button', { name: /Segment$/ }));
  await userEvent.click(await findRole('option', 'Recent openers'));
  await countSays('617 contacts match');
  await expect(within(condition).queryByRole('alert')).toBeNull();
  return condition;
}

/** Another segment's contacts, or everyone but them, as one condition among the others. */
export const IncludesSegment: Story = {
  play: async () => {
    const condition = await includeRecentOpeners();
    await userEvent.click(within(condition).getByRole('button', { name: /Operator/ }));
    await userEvent.click(await findRole('option', 'is not in'));
    await expect(within(condition).getByRole('button', { name: /Operator/ })).toHaveTextContent(
      'is not in',
    );
    await settled();
  },
};

/** The segment condition at 390 px: its boxes wrap, nothing runs off sideways. */
export const IncludesSegmentOnPhone: Story = {
  globals: { viewport: { value: 'iphone12', isRotated: false } },
  play: async () => {
    await includeRecentOpeners();
    await settled();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** A saved segment opens with its conditions; Save says so and goes back to the list. */
export const EditSaved: Story = {
  tags: ['!visual'], // ends on the destination after a toast; the editor is pictured above
  args: { segment: demoSegments()[0] },
  play: async () => {
    await countSays('309 contacts match');
    await expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Newsletter readers');
    const tags = conditionNamed('Condition 1: Tags');
    await expect(within(tags).getByRole('list', { name: 'Chosen tags' })).toHaveTextContent(
      'newsletter',
    );
    await expect(screen.getByRole('button', { name: 'View contacts' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await findText('Segment saved');
    await findText(`Now at ${paths.segments}`);
    clearToasts();
    await settled();
  },
};

/** Save without a name: the name field says so, nothing is sent. */
export const NameRequired: Story = {
  play: async () => {
    await countSays('1,234 contacts match');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(await findText('Name is required')).toBeVisible();
    await expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** At 390 px the boxes wrap; nothing runs off sideways. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'iphone12', isRotated: false } },
  play: async () => {
    await countSays('1,234 contacts match');
    const root = screen.getByRole('group', { name: 'Conditions' });
    await addCondition(root, 'Email engagement');
    await countSays('617 contacts match');
    await settled();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
