/** Options of the list hooks. */
export interface ReadHookOptions {
  /**
   * Set false to hold the read back; it never runs while signed out anyway.
   * @default true
   */
  enabled?: boolean;
}
