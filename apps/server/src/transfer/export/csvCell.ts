/**
 * A cell our export neutralised: apostrophes before a formula character. The import takes one
 * apostrophe off (spreadsheet programs write '+1 555 the same way), so export -> import reproduces
 * the original value, "'=x" included.
 */
export const NEUTRALISED = /^'+[=+\-@\t\r]/;
export const APOSTROPHE = 39;

/**
 * One RFC 4180 cell. Text a spreadsheet would run as a formula (starting with = + - @, tab or
 * carriage return) gets a leading apostrophe, per OWASP's CSV injection guidance, and so does text
 * that already starts with apostrophes before such a character, because the import takes one
 * apostrophe off; quotes are doubled and cells holding a comma, quote or line break are quoted.
 */
export function csvCell(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  let text = value;
  const first = text.charCodeAt(0);
  // = + - @ \t \r
  if (first === 61 || first === 43 || first === 45 || first === 64 || first === 9 || first === 13)
    text = `'${text}`;
  else if (first === APOSTROPHE && NEUTRALISED.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
