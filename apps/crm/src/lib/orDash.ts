/**
 * What a blank value shows, in tables and on record pages alike (spec section 2: "Blank values
 * show dashes"; the contacts table's hyphen, so every screen shows the same one).
 */
export const BLANK = '-';

/** The value, or the dash when it is blank (absent, empty or only spaces). */
export const orDash = (value: string | null | undefined) => (value?.trim() ? value : BLANK);
