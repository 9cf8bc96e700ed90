import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '@crm/ui';
import * as centredCard from '../../../styles/centredCard.css';

export const page = style({
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const article = style({
  maxWidth: '760px',
  marginInline: 'auto',
  padding: `${vars.space.xxxl} ${vars.space.xl}`,
  lineHeight: vars.lineHeight.relaxed,
});

globalStyle(`${article} h1`, {
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
  margin: `${vars.space.lg} 0 ${vars.space.xs}`,
});

globalStyle(`${article} h2`, {
  fontSize: vars.fontSize.xl,
  margin: `${vars.space.xl} 0 ${vars.space.sm}`,
});

globalStyle(`${article} p, ${article} ul`, { margin: `0 0 ${vars.space.md}` });

export const muted = style({ color: vars.color.textMuted });

export {
  page as center,
  title as cardTitle,
  text as cardText,
} from '../../../styles/centredCard.css';

export const card = style([
  centredCard.card,
  { alignItems: 'center', gap: vars.space.md, textAlign: 'center' },
]);
