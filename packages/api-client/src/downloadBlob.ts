/**
 * Lets the browser download `url` as `fileName` through a temporary link: streamed to disk when the
 * URL is the server's, never held in the page. Browser only; it touches the DOM at call time so
 * importing it stays safe in Node.
 */
export function downloadUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves `blob` as `fileName` through a temporary download link (see `downloadUrl`). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  downloadUrl(url, fileName);
  // Revoked on the next task: revoking synchronously can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
