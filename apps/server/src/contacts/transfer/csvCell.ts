/**
 * One RFC 4180 cell. Text a spreadsheet would run as a formula (starting with = + - @, tab or
 * carriage return) gets a leading apostrophe, per OWASP's CSV injection guidance; quotes are
 * doubled and cells holding a comma, quote or line break are quoted.
 */
export function csvCell(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  let text = value;
  const first = text.charCodeAt(0);
  // = + - @ \t \r
  if (first === 61 || first === 43 || first === 45 || first === 64 || first === 9 || first === 13)
    text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
