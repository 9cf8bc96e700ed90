import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';

export const root = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    padding: `${vars.space.lg} ${vars.space.xl}`,
    background: vars.color.surface,
    color: vars.color.text,
    borderBottom: `1px solid ${vars.color.border}`,
  }),
);

export const titles = style(layered({ display: 'grid', gap: vars.space.xxs, minWidth: 0 }));

export const title = style(
  layered({
    margin: 0,
    fontSize: vars.fontSize.xl,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
  }),
);

export const subtitle = style(
  layered({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted }),
);

export const actions = style(
  layered({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' }),
);
