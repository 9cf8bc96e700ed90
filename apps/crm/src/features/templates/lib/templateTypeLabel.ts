import type { TemplateType } from '@crm/api-client';

/** A template type as the screens show it: capitalised (spec section 2), 'follow-up' -> 'Follow-up'. */
export function templateTypeLabel(type: TemplateType): string {
  return type.charAt(0).toUpperCase() + type.slice(1);
}
