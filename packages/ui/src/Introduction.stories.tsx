import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { expect } from 'storybook/test';
import { vars } from './theme/contract.css';

// The welcome page is a story, not MDX, so the test run checks it like any other page: axe in
// both themes and a screenshot baseline in each.

const section: CSSProperties = { display: 'grid', gap: vars.space.sm };
const h2: CSSProperties = {
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
};
const p: CSSProperties = { margin: 0 };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={section} aria-label={title}>
      <h2 style={h2}>{title}</h2>
      {children}
    </section>
  );
}

function Kbd({ children }: { children: ReactNode }) {
  return (
    <kbd
      style={{
        fontFamily: vars.font.mono,
        fontSize: vars.fontSize.xs,
        padding: `0 ${vars.space.xs}`,
        border: `1px solid ${vars.color.borderStrong}`,
        borderRadius: vars.radius.sm,
      }}
    >
      {children}
    </kbd>
  );
}

function Introduction() {
  return (
    <article
      style={{
        display: 'grid',
        gap: vars.space.xl,
        maxWidth: '72ch',
        fontFamily: vars.font.body,
        fontSize: vars.fontSize.md,
        lineHeight: vars.lineHeight.relaxed,
        color: vars.color.text,
      }}
    >
      <header style={section}>
        <h1 style={{ margin: 0, fontSize: vars.fontSize.display }}>Beacon CRM design system</h1>
        <p style={{ ...p, color: vars.color.textMuted }}>
          @crm/ui: the tokens, light and dark themes and accessible components every screen of the
          CRM is built from. This Storybook is where a designer reviews the system itself, not only
          its parts.
        </p>
      </header>

      <Section title="What the system is">
        <ul style={{ margin: 0 }}>
          <li>
            <strong>Tokens</strong>: one theme contract (colour roles, type, spacing, radii,
            shadows, motion). Components use roles such as <em>textMuted</em> or{' '}
            <em>surfaceRaised</em>, never a literal colour, so a theme is a set of values for those
            roles.
          </li>
          <li>
            <strong>Components</strong>: buttons, fields, tables, dialogs and the rest, built on
            React Aria Components, so keyboard use, focus and screen reader names come with them.
          </li>
          <li>
            <strong>Screens</strong>: the product&apos;s pages assembled from those components, with
            their data answered by mock handlers.
          </li>
        </ul>
      </Section>

      <Section title="How to find a component">
        <p style={p}>The sidebar groups stories by what they are:</p>
        <ul style={{ margin: 0 }}>
          <li>
            <strong>Foundations</strong>: the tokens, generated from the values the themes are built
            from (colour roles with their contrast ratios, type scale, spacing, radii, shadows,
            motion, icons).
          </li>
          <li>
            <strong>Components</strong>: one entry per component; its Docs page lists the props and
            every story shows a state (default, disabled, invalid, loading).
          </li>
          <li>
            <strong>Email builder</strong> and <strong>Palette</strong>: the template editor and the
            brand colour tools.
          </li>
          <li>
            <strong>App</strong> and <strong>Screens</strong>: whole pages of the CRM as a user sees
            them.
          </li>
        </ul>
        <p style={p}>
          Press <Kbd>/</Kbd> to search the sidebar by name, for example &ldquo;Select&rdquo; or
          &ldquo;Contacts&rdquo;.
        </p>
      </Section>

      <Section title="How light and dark are reviewed">
        <p style={p}>
          The Theme switch in the toolbar (the sun and moon) repaints every story in the other
          theme. Review each change in both: a colour that reads well on white may not on the dark
          surfaces. The Foundations colour page shows the contrast of every text role on every
          surface in both themes side by side, whichever theme is on screen.
        </p>
      </Section>

      <Section title="How the visual checks work">
        <ul style={{ margin: 0 }}>
          <li>
            Every story runs as a test in a real Chromium: its interaction checks play, and axe
            checks its accessibility (contrast, names, roles); a violation fails the run.
          </li>
          <li>
            Each story is screenshotted in light and in dark and compared with the baseline images
            committed beside it. A change of a single shade fails the comparison.
          </li>
          <li>
            After a deliberate change of look, the baselines are renewed with{' '}
            <code style={{ fontFamily: vars.font.mono }}>npm run test:visual:update</code>, and the
            new images are reviewed in the pull request like code.
          </li>
        </ul>
      </Section>
    </article>
  );
}

const meta = {
  title: 'Introduction',
  component: Introduction,
  parameters: { layout: 'padded' },
  tags: ['!autodocs'],
} satisfies Meta<typeof Introduction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the system is, how to find a component, how light and dark and the visual checks work. */
export const Welcome: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('design system');
    for (const name of [
      'What the system is',
      'How to find a component',
      'How light and dark are reviewed',
      'How the visual checks work',
    ]) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
  },
};
