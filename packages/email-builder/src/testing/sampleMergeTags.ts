import type { MergeTag } from '../core/mergeTags';

/** Merge tags as an integrator might pass them, for stories. */
export const sampleMergeTags: MergeTag[] = [
  { name: 'firstName', label: 'First name', sample: 'Ada' },
  { name: 'company', label: 'Company', sample: 'Analytical Engines Ltd' },
  { name: 'unsubscribeUrl', label: 'Unsubscribe link', sample: 'https://example.com/u/1' },
];
