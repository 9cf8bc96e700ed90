import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { contrastRatio } from './contrastRatio';
import { icons } from '../components/Icon/Icon';
import { vars } from './contract.css';
import { darkTheme } from './dark.css';
import { lightTheme } from './light.css';
import {
  surfaceRoles,
  TEXT_MIN_RATIO,
  textRoles,
  UI_PART_MIN_RATIO,
  uiPartRoles,
} from './contrastPairs';
import { darkScheme, lightScheme } from './schemes';
import { useTheme } from './ThemeProvider';
import { baseTokens } from './tokens';

// Every page below is generated from the token objects the themes are built from, so a token
// change shows here (and in these stories' baselines) without anyone editing a page.

/** WCAG 2.x: 4.5:1 for body text, 3:1 for large text (24 px, or 18.66 px bold) and UI parts. */
function wcagLevel(ratio: number): 'AA' | 'AA large' | 'Fail' {
  if (ratio >= TEXT_MIN_RATIO) return 'AA';
  if (ratio >= UI_PART_MIN_RATIO) return 'AA large';
  return 'Fail';
}

/** The two matrices drawn for each theme, from the lists contrast.test.ts holds to AA. */
const matrices = [
  {
    id: 'text',
    title: 'Text contrast',
    caption: 'text role (row) on surface (column)',
    intro:
      'Each cell measures a text role on a surface with the WCAG 2 contrast ratio. AA: body text may use the pair (4.5:1); AA large: only headings of 24 px (or 18.66 px bold) and icons or borders (3:1); Fail: never for text.',
    rows: textRoles,
  },
  {
    id: 'ui',
    title: 'Controls contrast',
    caption: 'edge, fill, focus ring or mark (row) on surface (column)',
    intro:
      "A control's edge or fill, the focus ring, a chart mark and an icon-only indicator need 3:1 against the surface around them (WCAG 1.4.11), so AA large is enough here. The light border of cards and dividers is decoration and not listed.",
    rows: uiPartRoles,
  },
] as const;
type Matrix = (typeof matrices)[number];

const themes = [
  { name: 'Light', className: lightTheme, scheme: lightScheme },
  { name: 'Dark', className: darkTheme, scheme: darkScheme },
] as const;

const page: CSSProperties = {
  display: 'grid',
  gap: vars.space.xl,
  fontFamily: vars.font.body,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
};
const heading: CSSProperties = { margin: 0, fontSize: vars.fontSize.lg };
const lead: CSSProperties = { margin: 0, color: vars.color.textMuted, maxWidth: '70ch' };
const cellPad: CSSProperties = { padding: `${vars.space.xs} ${vars.space.sm}`, textAlign: 'left' };

/** A block drawing a token (a colour, a radius, a shadow, a length): decoration, so aria-hidden. */
function Swatch({ style, children }: { style: CSSProperties; children?: ReactNode }) {
  return (
    <span aria-hidden style={{ display: 'block', ...style }}>
      {children}
    </span>
  );
}

function Page({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <section style={page} aria-labelledby="foundation-title">
      <h2 id="foundation-title" style={{ ...heading, fontSize: vars.fontSize.xl }}>
        {title}
      </h2>
      <p style={lead}>{intro}</p>
      {children}
    </section>
  );
}

function TokenTable({
  caption,
  rows,
  sample,
}: {
  caption: string;
  rows: Record<string, string>;
  sample: (value: string, name: string) => ReactNode;
}) {
  return (
    <table style={{ borderCollapse: 'collapse' }}>
      <caption style={{ ...cellPad, fontWeight: vars.fontWeight.semibold }}>{caption}</caption>
      <thead>
        <tr style={{ borderBottom: `1px solid ${vars.color.border}` }}>
          <th scope="col" style={cellPad}>
            Token
          </th>
          <th scope="col" style={cellPad}>
            Value
          </th>
          <th scope="col" style={cellPad}>
            Sample
          </th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(rows).map(([name, value]) => (
          <tr key={name} style={{ borderBottom: `1px solid ${vars.color.border}` }}>
            <th scope="row" style={{ ...cellPad, fontWeight: vars.fontWeight.medium }}>
              {name}
            </th>
            <td style={{ ...cellPad, fontFamily: vars.font.mono }}>{value}</td>
            <td style={cellPad}>{sample(value, name)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const cellId = (
  theme: (typeof themes)[number],
  matrix: (typeof matrices)[number],
  row: string,
  surface: string,
) => `${theme.name.toLowerCase()}-${matrix.id === 'text' ? '' : 'ui-'}${row}-on-${surface}`;

/** One theme's matrix of colours on surfaces, painted in that theme. */
function ContrastMatrix({ theme, matrix }: { theme: (typeof themes)[number]; matrix: Matrix }) {
  const { color } = theme.scheme;
  return (
    <div
      className={theme.className}
      style={{
        background: vars.color.background,
        color: vars.color.text,
        padding: vars.space.md,
        borderRadius: vars.radius.md,
        overflowX: 'auto',
      }}
    >
      <table style={{ borderCollapse: 'collapse', fontSize: vars.fontSize.xs }}>
        <caption
          style={{ ...cellPad, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold }}
        >
          {theme.name} theme: {matrix.caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" style={cellPad}>
              Role
            </th>
            {surfaceRoles.map((surface) => (
              <th key={surface} scope="col" style={cellPad}>
                {surface}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {matrix.rows.map((row) => (
            <tr key={row} style={{ borderTop: `1px solid ${vars.color.border}` }}>
              <th scope="row" style={cellPad}>
                {row}
              </th>
              {surfaceRoles.map((surface) => {
                const ratio = contrastRatio(color[row], color[surface]);
                return (
                  <td
                    key={surface}
                    style={cellPad}
                    data-testid={cellId(theme, matrix, row, surface)}
                  >
                    {/* A bar of the colour on the surface: a swatch, not text, so the page
                        itself stays axe-clean whatever pairs it reports. */}
                    <Swatch
                      style={{
                        display: 'flex',
                        alignItems: 'center',
                        height: 20,
                        padding: `0 ${vars.space.xs}`,
                        background: color[surface],
                        border: `1px solid ${vars.color.border}`,
                        borderRadius: vars.radius.sm,
                      }}
                    >
                      <Swatch style={{ height: 6, width: '100%', background: color[row] }} />
                    </Swatch>
                    <span style={{ whiteSpace: 'nowrap' }}>
                      {ratio.toFixed(2)} {wcagLevel(ratio)}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The plain values of the theme on screen, so tables print colours rather than variables. */
function useScheme() {
  return useTheme().resolvedTheme === 'dark' ? darkScheme : lightScheme;
}

/** Both themes' matrix, whatever theme the toolbar shows. */
function ColourValuesPage() {
  const scheme = useScheme();
  return (
    <Page
      title="Colour values"
      intro="The value of every colour role in the theme on screen; switch the toolbar's theme for the other."
    >
      <TokenTable
        caption="Every colour role in the current theme"
        rows={scheme.color}
        sample={(value) => (
          <Swatch
            style={{
              width: 48,
              height: 20,
              background: value,
              border: `1px solid ${vars.color.border}`,
              borderRadius: vars.radius.sm,
            }}
          />
        )}
      />
    </Page>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One matrix in one theme per story: a screenshot paints only its first screenful, and its dark
 * copy only swaps the root's class, so a page cannot follow the toolbar's theme in it.
 */
function contrastStory(
  matrix: Matrix,
  theme: (typeof themes)[number],
  weakest: { row: Matrix['rows'][number]; surface: (typeof surfaceRoles)[number] },
): Story {
  return {
    name: `${matrix.title}, ${theme.name.toLowerCase()}`,
    render: () => (
      <Page title={`${matrix.title}: ${theme.name.toLowerCase()} theme`} intro={matrix.intro}>
        <ContrastMatrix theme={theme} matrix={matrix} />
      </Page>
    ),
    play: async ({ canvas }) => {
      for (const row of matrix.rows) {
        for (const surface of surfaceRoles) {
          const ratio = contrastRatio(theme.scheme.color[row], theme.scheme.color[surface]);
          const cell = canvas.getByTestId(cellId(theme, matrix, row, surface));
          await expect(cell).toHaveTextContent(`${ratio.toFixed(2)} ${wcagLevel(ratio)}`);
        }
      }
      await expect(
        canvas.getByTestId(cellId(theme, matrix, weakest.row, weakest.surface)),
      ).toHaveTextContent(matrix.id === 'text' ? / AA$/ : /AA( large)?$/);
    },
  };
}

// The weakest pair each page calls out: links on a raised card (dark primary was 3.98:1 before
// #4a90f7), warnings in a sunken well (light warning was 4.49:1), an input's edge on a raised card.
export const TextContrastLight = contrastStory(matrices[0], themes[0], {
  row: 'warning',
  surface: 'surfaceSunken',
});
export const TextContrastDark = contrastStory(matrices[0], themes[1], {
  row: 'primary',
  surface: 'surfaceRaised',
});
export const ControlsContrastLight = contrastStory(matrices[1], themes[0], {
  row: 'borderStrong',
  surface: 'surfaceSunken',
});
export const ControlsContrastDark = contrastStory(matrices[1], themes[1], {
  row: 'borderStrong',
  surface: 'surfaceRaised',
});

/** Every colour role's value in the theme on screen. */
export const ColourValues: Story = {
  name: 'Colour values',
  render: () => <ColourValuesPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(
      Object.keys(lightScheme.color).length,
    );
    await expect(canvas.getByRole('row', { name: /^primary / })).toHaveTextContent(
      new RegExp(`${lightScheme.color.primary}|${darkScheme.color.primary}`),
    );
  },
};

/** Font sizes, weights and line heights, each drawn at its own value. */
export const TypeScale: Story = {
  name: 'Type scale',
  render: () => (
    <Page
      title="Type scale"
      intro={`Body face: ${baseTokens.font.body.split(',')[0]}. Sizes step from captions (xs) to the landing page's hero; weights and line heights are the only ones components use.`}
    >
      <TokenTable
        caption="Font sizes"
        rows={baseTokens.fontSize}
        sample={(value) => <span style={{ fontSize: value, lineHeight: 1.2 }}>Grow your list</span>}
      />
      <TokenTable
        caption="Font weights"
        rows={baseTokens.fontWeight}
        sample={(value) => (
          <span style={{ fontWeight: value, fontSize: vars.fontSize.md }}>Campaign sent</span>
        )}
      />
      <TokenTable
        caption="Line heights"
        rows={baseTokens.lineHeight}
        sample={(value) => (
          <span style={{ display: 'block', maxWidth: '28ch', lineHeight: value }}>
            Two lines of body copy show how much air this line height gives a paragraph.
          </span>
        )}
      />
    </Page>
  ),
  play: async ({ canvas }) => {
    for (const name of Object.keys(baseTokens.fontSize)) {
      await expect(canvas.getByRole('rowheader', { name })).toBeVisible();
    }
    const hero = within(canvas.getByRole('table', { name: 'Font sizes' }))
      .getByRole('row', { name: /hero/ })
      .querySelector('td:last-child span');
    await expect(getComputedStyle(hero as Element).fontSize).toBe(baseTokens.fontSize.hero);
  },
};

/** The spacing scale, drawn as bars of each length. */
export const Spacing: Story = {
  render: () => (
    <Page
      title="Spacing"
      intro="Gaps and paddings come from this scale only; each bar is the token's length."
    >
      <TokenTable
        caption="Space"
        rows={baseTokens.space}
        sample={(value) => (
          <Swatch style={{ width: value, height: 12, background: vars.color.primary }} />
        )}
      />
    </Page>
  ),
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('row', { name: /xxxl/ }).querySelector('td:last-child span');
    await expect((bar as HTMLElement).getBoundingClientRect().width).toBe(
      Number.parseFloat(baseTokens.space.xxxl),
    );
  },
};

/** Corner radii and elevation shadows, in the current theme. */
export const RadiiAndShadows: Story = {
  name: 'Radii and shadows',
  render: () => <RadiiAndShadowsPage />,
  play: async ({ canvas }) => {
    for (const name of [...Object.keys(baseTokens.radius), ...Object.keys(lightScheme.shadow)]) {
      await expect(canvas.getAllByRole('rowheader', { name }).length).toBeGreaterThan(0);
    }
  },
};

function RadiiAndShadowsPage() {
  const scheme = useScheme();
  return (
    <Page
      title="Radii and shadows"
      intro="Radii round controls (sm), cards and menus (md) and dialogs (lg); shadows lift raised surfaces and differ between light and dark, so review both."
    >
      <TokenTable
        caption="Radius"
        rows={baseTokens.radius}
        sample={(value) => (
          <Swatch
            style={{
              width: 48,
              height: 48,
              borderRadius: value,
              border: `2px solid ${vars.color.borderStrong}`,
            }}
          />
        )}
      />
      <TokenTable
        caption="Shadow"
        rows={scheme.shadow}
        sample={(value) => (
          <Swatch
            style={{
              width: 96,
              height: 48,
              margin: vars.space.md,
              borderRadius: vars.radius.md,
              background: vars.color.surfaceRaised,
              boxShadow: value,
            }}
          />
        )}
      />
    </Page>
  );
}

/** Durations and the easing curve, plotted from the token's cubic-bezier. */
export const Motion: Story = {
  render: () => {
    const [x1 = 0, y1 = 0, x2 = 1, y2 = 1] = (
      baseTokens.motion.easing.match(/-?[\d.]+/g) ?? []
    ).map(Number);
    return (
      <Page
        title="Motion"
        intro="Short, decelerating transitions: fast for hovers and presses, normal for panels and dialogs. With prefers-reduced-motion, components drop movement and keep the change itself."
      >
        <TokenTable
          caption="Motion"
          rows={baseTokens.motion}
          sample={(value, name) =>
            name === 'easing' ? (
              <svg
                width="96"
                height="96"
                viewBox="-0.1 -0.1 1.2 1.2"
                role="img"
                aria-label={`Easing curve ${value}`}
              >
                <rect
                  x="0"
                  y="0"
                  width="1"
                  height="1"
                  fill="none"
                  stroke={vars.color.border}
                  strokeWidth="0.01"
                />
                <path
                  d={`M0 1 C ${x1} ${1 - y1}, ${x2} ${1 - y2}, 1 0`}
                  fill="none"
                  stroke={vars.color.primary}
                  strokeWidth="0.04"
                />
              </svg>
            ) : (
              <Swatch
                style={{
                  height: 12,
                  width: `${Number.parseFloat(value) / 2}px`,
                  background: vars.color.primary,
                }}
              />
            )
          }
        />
      </Page>
    );
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: `Easing curve ${baseTokens.motion.easing}` }),
    ).toBeVisible();
  },
};

/** Every icon of the set with its export name. */
export const Icons: Story = {
  render: () => (
    <Page
      title="Icons"
      intro={`${Object.keys(icons).length} line icons on a 24 px grid, 2 px stroke, drawn in the colour of the text around them. They are decorative: the button or link carries the name.`}
    >
      <ul
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
          gap: vars.space.md,
          listStyle: 'none',
          padding: 0,
          margin: 0,
        }}
      >
        {Object.entries(icons).map(([name, Icon]) => (
          <li key={name} style={{ display: 'flex', alignItems: 'center', gap: vars.space.sm }}>
            <Icon width={24} height={24} />
            <code style={{ fontFamily: vars.font.mono }}>{name}</code>
          </li>
        ))}
      </ul>
    </Page>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(Object.keys(icons).length);
  },
};
