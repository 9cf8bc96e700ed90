// Escaping is most of a render's work: one pass, slices between specials, no replace() callback.
//
// `javascript:` is escaped as well as the five HTML specials: its colon becomes `&#58;`, which reads
// and resolves the same in text and attributes, so no output ever carries the literal sequence that
// naive filters downstream (and mail scanners) treat as a script URL.

const AMP = 38;
const LT = 60;
const GT = 62;
const QUOTE = 34;
const APOSTROPHE = 39;
const COLON = 58;
const LF = 10;
const CR = 13;

// Jumping from one special character to the next with a global regex is several times faster than
// visiting every character on long plain runs. `javascript:` is matched whole, so an ordinary colon
// costs nothing; its last character is the colon, so lastIndex - 1 points at it as at the others.
const SPECIALS = /[&<>"'\n\r]|javascript:/gi;

function escape(value: string, keepLineBreaks: boolean): string {
  // test() rather than exec(): it moves lastIndex past the match without allocating a match array.
  SPECIALS.lastIndex = 0;
  if (!SPECIALS.test(value)) return value;
  let out = '';
  let last = 0;
  do {
    const i = SPECIALS.lastIndex - 1;
    let replacement: string | undefined;
    switch (value.charCodeAt(i)) {
      case AMP:
        replacement = '&amp;';
        break;
      case LT:
        replacement = '&lt;';
        break;
      case GT:
        replacement = '&gt;';
        break;
      case QUOTE:
        replacement = '&quot;';
        break;
      case APOSTROPHE:
        replacement = '&#39;';
        break;
      case COLON:
        replacement = '&#58;';
        break;
      case LF:
        if (keepLineBreaks) replacement = '<br>';
        break;
      case CR:
        if (keepLineBreaks) replacement = value.charCodeAt(i + 1) === LF ? '' : '<br>';
        break;
    }
    if (replacement !== undefined) {
      out += value.slice(last, i) + replacement;
      last = i + 1;
    }
  } while (SPECIALS.test(value));
  return last === 0 ? value : out + value.slice(last);
}

/**
 * Escapes text for HTML content and quoted attribute values alike. Escaping `>` too means escaped
 * text can never close an HTML comment, which matters inside Outlook's conditional comments.
 */
export function escapeHtml(value: string): string {
  return escape(value, false);
}

/** Escaped text with its line breaks (LF, CRLF or CR) kept as `<br>`. */
export function escapeMultiline(value: string): string {
  return escape(value, true);
}
