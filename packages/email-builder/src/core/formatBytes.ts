const MB = 1024 * 1024;

/**
 * A size in words: "840 KB", "12.4 MB", "50 MB" (binary units, as storage quotas are stated). In
 * the core, without React, so that a host's settings screen says storage the way the builder's image
 * library does without loading the builder.
 */
export function formatBytes(bytes: number): string {
  if (bytes <= 0) return '0 KB';
  if (bytes < MB) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const mb = Math.round((bytes / MB) * 10) / 10;
  return `${Number.isInteger(mb) ? mb.toFixed(0) : mb.toFixed(1)} MB`;
}
