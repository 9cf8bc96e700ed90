import * as v from 'valibot';
import {
  contractObject,
  FIELD_LIMITS,
  IdSchema,
  IsoDateTimeSchema,
  optionalText,
  requiredText,
} from '../common/common.schemas';
import { ContactSchema, customFieldsInput } from '../contacts/contacts.schemas';

export const COMPANY_NAME_REQUIRED = 'Company name is required';
export const COMPANY_DOMAIN_MESSAGE = 'Enter a domain like example.com';
export const COMPANY_NAME_TAKEN = 'A company with this name already exists';

const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** What the email sent to a company's contacts brought: messages sent, opened and clicked. */
export const CompanyEngagementSchema = v.object({ sent: count, opened: count, clicked: count });
export type CompanyEngagement = v.InferOutput<typeof CompanyEngagementSchema>;

/** A company (issue 32 §2): contacts link to it, and show its name as their `company`. */
export const CompanySchema = contractObject({
  id: IdSchema,
  name: v.string(),
  domain: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  address: v.nullable(v.string()),
  industry: v.nullable(v.string()),
  size: v.nullable(v.string()),
  customFields: ContactSchema.entries.customFields,
  /** Its linked contacts. */
  contactCount: count,
  /** Its contacts' email engagement, each message counted once. */
  engagement: CompanyEngagementSchema,
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type Company = v.InferOutput<typeof CompanySchema>;

/** A domain as typed (`https://www.Example.com/`) kept as `example.com`; blank is none. */
const DomainSchema = v.optional(
  v.nullable(
    v.pipe(
      v.string(COMPANY_DOMAIN_MESSAGE),
      v.trim(),
      v.toLowerCase(),
      v.transform((d) =>
        d
          .replace(/^https?:\/\//, '')
          .replace(/^www\./, '')
          .replace(/\/+$/, ''),
      ),
      v.maxLength(253, COMPANY_DOMAIN_MESSAGE),
      v.check(
        (d) => d === '' || /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/.test(d),
        COMPANY_DOMAIN_MESSAGE,
      ),
      v.transform((d): string | null => (d === '' ? null : d)),
    ),
  ),
  null,
);

const companyEntries = {
  name: requiredText(COMPANY_NAME_REQUIRED, 'Company name', FIELD_LIMITS.shortText),
  domain: DomainSchema,
  phone: optionalText('Phone', 50),
  address: optionalText('Address', FIELD_LIMITS.description),
  industry: optionalText('Industry', FIELD_LIMITS.shortText),
  size: optionalText('Size', 50),
  customFields: customFieldsInput('A company'),
};

/** `POST /api/companies`: a name (unique whatever its case); everything else optional. */
export const CompanyInputSchema = contractObject(companyEntries);
export type CompanyInput = v.InferInput<typeof CompanyInputSchema>;
export type CompanyData = v.InferOutput<typeof CompanyInputSchema>;

/** `PATCH /api/companies/{id}`: any subset; a renamed company's contacts show its new name. */
export const CompanyUpdateSchema = contractObject({
  name: v.optional(companyEntries.name),
  domain: v.optional(companyEntries.domain.wrapped),
  phone: v.optional(companyEntries.phone.wrapped),
  address: v.optional(companyEntries.address.wrapped),
  industry: v.optional(companyEntries.industry.wrapped),
  size: v.optional(companyEntries.size.wrapped),
  customFields: v.optional(companyEntries.customFields.wrapped),
});
export type CompanyUpdate = v.InferInput<typeof CompanyUpdateSchema>;
export type CompanyUpdateData = v.InferOutput<typeof CompanyUpdateSchema>;

export const CompanyResponseSchema = v.object({ company: CompanySchema });

export const COMPANIES_PAGE_SIZE = 50;
export const COMPANIES_LIMIT_MAX = 200;
const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${COMPANIES_LIMIT_MAX}`;
const OFFSET_MESSAGE = 'Offset must be a whole number from 0';

/** The query of `GET /api/companies` and `GET /api/companies/{id}/contacts`: a page by offset. */
export const CompanyListQuerySchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'Search is at most 200 characters'))),
  limit: v.optional(
    v.pipe(
      v.string(LIMIT_MESSAGE),
      v.regex(/^\d{1,3}$/, LIMIT_MESSAGE),
      v.transform(Number),
      v.minValue(1, LIMIT_MESSAGE),
      v.maxValue(COMPANIES_LIMIT_MAX, LIMIT_MESSAGE),
    ),
    String(COMPANIES_PAGE_SIZE),
  ),
  offset: v.optional(
    v.pipe(v.string(OFFSET_MESSAGE), v.regex(/^\d{1,9}$/, OFFSET_MESSAGE), v.transform(Number)),
    '0',
  ),
});

/** `GET /api/companies?q=&limit=&offset=`: by name; `total` counts every match. */
export const CompanyListResponseSchema = v.object({
  companies: v.array(CompanySchema),
  total: count,
});

/** `GET /api/companies/{id}/contacts?limit=&offset=`: its contacts by name. */
export const CompanyContactsResponseSchema = v.object({
  contacts: v.array(ContactSchema),
  total: count,
});
