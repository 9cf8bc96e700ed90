import type { ElementSettings } from '../../../core/schema';

/** Called with one changed setting of the selected element ('' clears it). */
export type SettingChange = <K extends keyof ElementSettings>(
  key: K,
  value: ElementSettings[K] | '',
) => void;
