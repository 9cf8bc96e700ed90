import { assignInlineVars } from '@vanilla-extract/dynamic';
import { vars as ui } from '@crm/ui';
import { vars } from './theme.css';

const pick = <T extends Record<string, string>, K extends keyof T>(source: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;

/** Inline custom properties that point the builder's tokens at the current @crm/ui theme. */
export const builderThemeStyle = assignInlineVars(vars, {
  color: pick(ui.color, Object.keys(vars.color) as (keyof typeof vars.color)[]),
  space: pick(ui.space, Object.keys(vars.space) as (keyof typeof vars.space)[]),
  radius: pick(ui.radius, Object.keys(vars.radius) as (keyof typeof vars.radius)[]),
  font: pick(ui.font, ['body']),
  fontSize: pick(ui.fontSize, ['xs', 'sm', 'md']),
  fontWeight: pick(ui.fontWeight, ['medium', 'semibold', 'bold']),
  shadow: pick(ui.shadow, ['sm', 'lg']),
  size: pick(ui.size, ['controlMd']),
});
