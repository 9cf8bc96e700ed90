/**
 * Story parameters for stories that show deliberately unreadable text to demonstrate the builder's
 * low-contrast warning: axe's colour-contrast rule skips the element the builder has flagged (and
 * still checks everything else).
 */
export const unreadableOnPurpose = {
  a11y: {
    config: {
      rules: [{ id: 'color-contrast', selector: '*:not([data-contrast-issue] *)' }],
    },
  },
};
