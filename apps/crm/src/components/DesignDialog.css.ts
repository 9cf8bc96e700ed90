import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

const phone = 'screen and (max-width: 640px)';

/**
 * Room to design in: on a wide screen the builder's canvas and settings sit side by side (up to
 * 1200 px); on a phone the dialog takes the whole screen, so the builder keeps every pixel.
 * Unlayered, so it wins over the Modal's own (layered) width.
 */
export const designModal = style({
  maxWidth: 'min(1200px, 100%)',
  '@media': {
    [phone]: {
      position: 'fixed',
      inset: 0,
      maxWidth: 'none',
      maxHeight: 'none',
      height: '100dvh',
      borderRadius: 0,
      border: 'none',
    },
  },
});

/** The dialog's content on a phone: less padding than the desktop dialog. */
export const designDialog = style({
  '@media': { [phone]: { padding: vars.space.md } },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** The short fields side by side where they fit, stacked on a phone. */
export const fieldRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space.md,
});

/**
 * Cancel and Save stay in view on every tab: the form is taller than the dialog (the builder alone
 * is 500 px), so the row sticks to the bottom of the dialog's scrolling body, across its full width
 * (the body's padding is `space.xs`), over the content that scrolls under it.
 */
export const actions = style({
  position: 'sticky',
  bottom: `calc(-1 * ${vars.space.xs})`,
  zIndex: 1,
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: `0 calc(-1 * ${vars.space.xs}) calc(-1 * ${vars.space.xs})`,
  padding: vars.space.xs,
  paddingTop: vars.space.sm,
  background: vars.color.surfaceRaised,
  borderTop: `1px solid ${vars.color.border}`,
});

export const designHeading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const designField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const palettePanel = style({ paddingTop: vars.space.md });

/** A tab panel kept mounted while another tab shows (RAC marks it `data-inert`): hidden then. */
export const keptPanel = style({ selectors: { '&[data-inert]': { display: 'none' } } });
