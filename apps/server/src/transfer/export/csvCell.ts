/**
 * A cell our export neutralised: apostrophes before a formula character. The import takes one
 * apostrophe off (spreadsheet programs write '+1 555 the same way), so export -> import reproduces
 * the original value, "'=x" included.
 */
export const NEUTRALISED = /^'+[=+\-@\t\r]/;
export const APOSTROPHE = 39;

/**
 * A number as people write one, sign first: `+34 600 111 222`, `-12.5`, `+1 (555) 010-0199`. Only
 * digits, spaces, brackets, dots, slashes and dashes after the sign: no letter (so no function or
 * cell reference), no `|` or `!` (no DDE), no second `+`. A spreadsheet shows it as typed or at
 * worst does arithmetic on digits, so it is written as it is.
 */
export const PLAIN_NUMBER = /^[+-][\d ()./-]*\d[\d ()./-]*$/;

/**
 * One RFC 4180 cell. Text a spreadsheet would run as a formula (starting with = + - @, tab or
 * carriage return) gets a leading apostrophe, per OWASP's CSV injection guidance, unless it is a
 * plain signed number or phone number (PLAIN_NUMBER); so does text that already starts with
 * apostrophes before such a character, because the import takes one apostrophe off. Quotes are
 * doubled and cells holding a comma, quote or line break are quoted.
 */
export function csvCell(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  let text = value;
  const first = text.charCodeAt(0);
  // = @ \t \r always; + - unless a plain number follows
  if (first === 61 || first === 64 || first === 9 || first === 13) text = `'${text}`;
  else if ((first === 43 || first === 45) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  else if (first === APOSTROPHE && NEUTRALISED.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
