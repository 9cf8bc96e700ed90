import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { resetLayer } from './layers.css';

globalStyle('*, *::before, *::after', {
  '@layer': { [resetLayer]: { boxSizing: 'border-box', margin: 0 } },
});

globalStyle('html', {
  '@layer': {
    [resetLayer]: {
      fontFamily: vars.font.body,
      fontSize: vars.fontSize.md,
      lineHeight: vars.lineHeight.normal,
      color: vars.color.text,
      background: vars.color.background,
      WebkitFontSmoothing: 'antialiased',
      WebkitTextSizeAdjust: '100%',
    },
  },
});

globalStyle('body', {
  '@layer': { [resetLayer]: { minHeight: '100vh' } },
});

globalStyle('img, svg, video, canvas, iframe', {
  '@layer': { [resetLayer]: { display: 'block', maxWidth: '100%' } },
});

globalStyle('input, button, textarea, select', {
  '@layer': { [resetLayer]: { font: 'inherit', color: 'inherit' } },
});

globalStyle('h1, h2, h3, h4, h5, h6', {
  '@layer': { [resetLayer]: { lineHeight: vars.lineHeight.tight, overflowWrap: 'break-word' } },
});

globalStyle('p', {
  '@layer': { [resetLayer]: { overflowWrap: 'break-word' } },
});

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
