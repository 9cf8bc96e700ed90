import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme.css';
import { layered } from '../layered';

export const canvas = style(
  layered({
    minWidth: 0,
    overflow: 'auto',
    padding: vars.space.md,
    background: vars.color.surfaceSunken,
  }),
);

// The email's own background and font, set per design through inline custom properties.
export const paper = style(
  layered({
    marginInline: 'auto',
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.sm,
  }),
);

// The line where a dragged element would land: before an element, or at a list's end. Drawn by
// pseudo-elements, so nothing in the lists moves while a drag is measured.
const dropLine = {
  content: '""',
  position: 'absolute',
  insetInline: 0,
  blockSize: '3px',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  pointerEvents: 'none',
} as const;

export const list = style(
  layered({
    position: 'relative',
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: vars.space.xxs,
    selectors: {
      '&[data-drop-end]::after': { ...dropLine, insetBlockEnd: '-5px' },
    },
  }),
);

export const item = style(
  layered({
    position: 'relative',
    display: 'flex',
    alignItems: 'stretch',
    border: '2px dashed transparent',
    borderRadius: vars.radius.md,
    // Presses pass through a columns element's lists to its select button, not through its blocks.
    pointerEvents: 'auto',
    selectors: {
      '&:hover': { borderColor: vars.color.border },
      '&[data-selected]': { borderColor: vars.color.primary, borderStyle: 'solid' },
      '&[data-dragging]': { zIndex: 2, opacity: 0.85, boxShadow: vars.shadow.lg },
      '&[data-drop-before]::before': { ...dropLine, insetBlockStart: '-5px' },
    },
  }),
);

export const handle = style(
  layered({
    flex: 'none',
    display: 'grid',
    placeItems: 'center',
    inlineSize: vars.space.xl,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.sm,
    color: vars.color.textMuted,
    background: vars.color.surface,
    cursor: 'grab',
    touchAction: 'none',
    selectors: {
      '&:hover': { color: vars.color.text, background: vars.color.surfaceHover },
      '&:focus-visible': { ...focusRing, outlineOffset: '1px' },
      '&[aria-pressed="true"]': { cursor: 'grabbing' },
    },
  }),
);

export const select = style(
  layered({
    flex: 1,
    minWidth: 0,
    display: 'block',
    padding: 0,
    border: 0,
    font: 'inherit',
    color: 'inherit',
    textAlign: 'inherit',
    background: 'transparent',
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': { ...focusRing, outlineOffset: '1px' },
    },
  }),
);

export const block = style(layered({ display: 'block', overflowWrap: 'anywhere' }));

export const previewImage = style(layered({ display: 'block', maxWidth: '100%', height: 'auto' }));

export const previewButton = style(
  layered({ display: 'inline-block', fontWeight: vars.fontWeight.bold, lineHeight: 1.2 }),
);

export const warningBadge = style(
  layered({
    position: 'absolute',
    insetBlockStart: vars.space.xxs,
    insetInlineEnd: vars.space.xxs,
    padding: `0 ${vars.space.xs}`,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.xs,
    color: vars.color.text,
    background: vars.color.warningSubtle,
    border: `1px solid ${vars.color.warning}`,
    borderRadius: vars.radius.full,
  }),
);

export const empty = style(
  layered({
    margin: 0,
    padding: vars.space.xl,
    textAlign: 'center',
    fontFamily: vars.font.body,
    color: vars.color.textMuted,
    background: vars.color.surface,
    borderRadius: vars.radius.md,
  }),
);

export const visuallyHidden = style(
  layered({
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  }),
);

export const columns = style(
  layered({ display: 'flex', gap: vars.space.xs, alignItems: 'flex-start' }),
);

export const column = style(
  layered({
    flexBasis: 0,
    minWidth: 0,
    display: 'block',
    outline: `1px dashed ${vars.color.border}`,
    outlineOffset: '-1px',
  }),
);

export const emptyColumn = style(
  layered({
    display: 'block',
    padding: vars.space.sm,
    fontSize: vars.fontSize.sm,
    color: vars.color.textMuted,
    textAlign: 'center',
  }),
);

export const columnsBody = style(
  layered({ position: 'relative', flex: 1, minWidth: 0, display: 'block' }),
);

// Under the columns: a press between their blocks selects the columns element.
export const selectColumns = style(
  layered({
    position: 'absolute',
    inset: 0,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.sm,
    background: 'transparent',
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': { ...focusRing, outlineOffset: '-2px' },
    },
  }),
);

export const columnLists = style(
  layered({
    position: 'relative',
    display: 'flex',
    gap: vars.space.xs,
    alignItems: 'flex-start',
    pointerEvents: 'none',
  }),
);

export const columnList = style(
  layered({
    position: 'relative',
    flexBasis: 0,
    minWidth: 0,
    listStyle: 'none',
    margin: 0,
    padding: vars.space.xxs,
    display: 'grid',
    gap: vars.space.xxs,
    outline: `1px dashed ${vars.color.border}`,
    outlineOffset: '-1px',
    selectors: {
      '&[data-drop-end]::after': { ...dropLine, insetBlockEnd: 0 },
    },
  }),
);
