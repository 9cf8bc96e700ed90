/** The status colours every palette shares, whatever its base colour. */
export const STATUS_COLORS = {
  success: '#10b981',
  warning: '#f59e0b',
  error: '#ef4444',
} as const;
