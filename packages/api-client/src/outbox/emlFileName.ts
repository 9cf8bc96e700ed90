/**
 * The file name of a message downloaded as `.eml`: `<subject>-<id>.eml` in plain ASCII (it is a
 * header value), so two messages never share a name. The server's Content-Disposition and the
 * app's download link use this one function.
 */
export function emlFileName(subject: string, id: number): string {
  const slug = subject
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^[-.]+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'message'}-${id}.eml`;
}
