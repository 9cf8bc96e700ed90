import type { RecordFilter } from '@crm/api-client';

/** A record as a word for element ids: `contact-1`, `company-1`, `deal-1`. */
export function recordKey(record: RecordFilter): string {
  if ('contactId' in record) return `contact-${record.contactId}`;
  if ('companyId' in record) return `company-${record.companyId}`;
  return `deal-${record.dealId}`;
}
