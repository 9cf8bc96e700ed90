import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { baseTokens } from './tokens';
import { darkScheme } from './schemes';

export const darkTheme = createTheme(vars, {
  ...baseTokens,
  ...darkScheme,
});
