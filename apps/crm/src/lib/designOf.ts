import { defaultDesign, parseDesign, type Design } from '@crm/email-builder';

/**
 * A stored design (a template's or a campaign's JSON string) for the builder. One saved without a
 * design (HTML only, or by an older client) or with one the builder cannot read opens on the
 * default design rather than failing.
 */
export function designOf(record: { design?: string | null }): Design {
  if (!record.design) return defaultDesign;
  try {
    return parseDesign(record.design);
  } catch {
    return defaultDesign;
  }
}
