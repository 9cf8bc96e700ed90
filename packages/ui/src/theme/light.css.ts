import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { baseTokens } from './tokens';
import { lightScheme } from './schemes';

export const lightTheme = createTheme(vars, {
  ...baseTokens,
  ...lightScheme,
});
