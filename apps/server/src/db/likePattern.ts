/**
 * `%text%` for a LIKE against a lower-cased column, with LIKE's own wildcards in `text` matched
 * literally: use it with `escape '\'`.
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
