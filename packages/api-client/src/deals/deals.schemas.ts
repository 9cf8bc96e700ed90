import * as v from 'valibot';
import {
  contractObject,
  IdSchema,
  IsoDateTimeSchema,
  MAX_ID,
  optionalText,
  requiredText,
} from '../common/common.schemas';
import { DEFAULT_SORT_ORDER, SORT_ORDERS } from '../contacts/contacts.list.schemas';

/** Where a deal stands (issue 32 §3): still being worked, or closed either way. */
export const DEAL_STATUSES = ['open', 'won', 'lost'] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];

/** The stages a user's pipeline starts with, made on its first read. */
export const DEFAULT_PIPELINE_STAGES = ['Lead', 'Qualified', 'Proposal', 'Negotiation'] as const;

export const STAGE_NAME_MAX_LENGTH = 60;
export const STAGE_NAME_MESSAGE = 'Give the stage a name';
export const DEAL_NAME_MAX_LENGTH = 200;
export const DEAL_NAME_MESSAGE = 'Give the deal a name';
export const LOST_REASON_MAX_LENGTH = 500;
/** Cents held in a 32-bit integer column on both databases: up to 21,474,836.47. */
export const DEAL_VALUE_MAX_CENTS = 2_147_483_647;
export const DEAL_CONTACTS_MAX = 50;
export const DEFAULT_DEAL_CURRENCY = 'USD';

/** An open value in one currency (a pipeline may hold deals in several; they are not converted). */
export const DealValueTotalSchema = v.object({
  currency: v.string(),
  valueCents: v.pipe(v.number(), v.safeInteger()),
});
export type DealValueTotal = v.InferOutput<typeof DealValueTotalSchema>;

export const PipelineStageSchema = contractObject({
  id: IdSchema,
  name: v.string(),
  /** Its place on the board, left to right (0 first). */
  position: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  /** How many open deals are in it. */
  count: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  /** The open deals' value per currency, the largest first. */
  totals: v.array(DealValueTotalSchema),
});
export type PipelineStage = v.InferOutput<typeof PipelineStageSchema>;

export const PipelineStageListResponseSchema = v.object({ stages: v.array(PipelineStageSchema) });
export const PipelineStageResponseSchema = v.object({ stage: PipelineStageSchema });

const StageNameSchema = requiredText(STAGE_NAME_MESSAGE, 'A stage name', STAGE_NAME_MAX_LENGTH);

/** `POST /api/pipeline/stages` (added last) and `PATCH /api/pipeline/stages/{id}` (renamed). */
export const PipelineStageInputSchema = contractObject({ name: StageNameSchema });
export type PipelineStageInput = v.InferInput<typeof PipelineStageInputSchema>;

const ORDER_MESSAGE = 'Order must list each of your stages once';
/** `PUT /api/pipeline/stages/order`: every stage's id, in the new order. */
export const PipelineStageOrderSchema = contractObject({
  ids: v.pipe(v.array(IdSchema, ORDER_MESSAGE), v.minLength(1, ORDER_MESSAGE)),
});
export type PipelineStageOrder = v.InferInput<typeof PipelineStageOrderSchema>;

const MOVE_TO_MESSAGE = 'Move to must be the id of another stage';
/** The query of `DELETE /api/pipeline/stages/{id}?moveTo=`: where its deals go. */
export const PipelineStageDeleteQuerySchema = v.object({
  moveTo: v.optional(
    v.pipe(
      v.string(MOVE_TO_MESSAGE),
      v.regex(/^[1-9]\d{0,9}$/, MOVE_TO_MESSAGE),
      v.transform(Number),
    ),
  ),
});

/** A contact on a deal, as its card shows it. */
export const DealContactSchema = v.object({
  id: IdSchema,
  /** The contact's name, or its address when it has none. */
  name: v.string(),
  email: v.string(),
});
export type DealContact = v.InferOutput<typeof DealContactSchema>;

export const DealCompanySchema = v.object({ id: IdSchema, name: v.string() });
export type DealCompany = v.InferOutput<typeof DealCompanySchema>;

/** The member who owns a deal. */
export const DealOwnerSchema = v.object({ id: IdSchema, name: v.string() });
export type DealOwner = v.InferOutput<typeof DealOwnerSchema>;

export const DealSchema = contractObject({
  id: IdSchema,
  name: v.string(),
  valueCents: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  currency: v.string(),
  stageId: IdSchema,
  /** Its order within the stage (smaller first); only comparisons between deals mean anything. */
  position: v.number(),
  /** `YYYY-MM-DD`; null: not set. */
  expectedClose: v.nullable(v.string()),
  status: v.picklist(DEAL_STATUSES),
  /** Why it was lost; null unless lost. */
  lostReason: v.nullable(v.string()),
  contacts: v.array(DealContactSchema),
  /** The company involved; null: none. */
  company: v.nullable(DealCompanySchema),
  /** Who owns it (whoever added it, unless changed); null when that member has left. */
  owner: v.nullable(DealOwnerSchema),
  /** When it was won or lost; null while open. */
  closedAt: v.nullable(IsoDateTimeSchema),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type Deal = v.InferOutput<typeof DealSchema>;

const VALUE_MESSAGE = `Value must be an amount from 0 to ${(DEAL_VALUE_MAX_CENTS / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
const ValueCentsSchema = v.pipe(
  v.number(VALUE_MESSAGE),
  v.safeInteger(VALUE_MESSAGE),
  v.minValue(0, VALUE_MESSAGE),
  v.maxValue(DEAL_VALUE_MAX_CENTS, VALUE_MESSAGE),
);
const CURRENCY_MESSAGE = 'Currency must be a three-letter code such as USD or EUR';
const CurrencySchema = v.pipe(
  v.string(CURRENCY_MESSAGE),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[A-Z]{3}$/, CURRENCY_MESSAGE),
);
const CLOSE_MESSAGE = 'Expected close must be a date (YYYY-MM-DD), or empty';
const ExpectedCloseSchema = v.nullable(
  v.pipe(
    v.string(CLOSE_MESSAGE),
    v.isoDate(CLOSE_MESSAGE),
    // A calendar day that exists: 2027-02-30 is not one (Date would roll it on to March).
    v.check((text) => {
      const day = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
    }, CLOSE_MESSAGE),
  ),
);
const CONTACTS_MESSAGE = `Contacts must be a list of at most ${DEAL_CONTACTS_MAX} contact ids`;
const ContactIdsSchema = v.pipe(
  v.array(IdSchema, CONTACTS_MESSAGE),
  v.maxLength(DEAL_CONTACTS_MAX, CONTACTS_MESSAGE),
);
const STAGE_MESSAGE = 'Stage must be one of your stages';
/** An id field whose every wrong value gets one message in the field's words. */
const idOf = (message: string) =>
  v.pipe(
    v.number(message),
    v.safeInteger(message),
    v.minValue(1, message),
    v.maxValue(MAX_ID, message),
  );
const COMPANY_MESSAGE = 'Company must be one of your companies, or empty';
const CompanyIdSchema = v.nullable(idOf(COMPANY_MESSAGE));
const OwnerIdSchema = idOf('Owner must be a member of this account');
const LostReasonSchema = optionalText('A lost reason', LOST_REASON_MAX_LENGTH);

/** `POST /api/deals`: no stage puts it in the first stage; no currency, in USD. */
export const DealInputSchema = contractObject({
  name: requiredText(DEAL_NAME_MESSAGE, 'A deal name', DEAL_NAME_MAX_LENGTH),
  valueCents: v.optional(ValueCentsSchema, 0),
  currency: v.optional(CurrencySchema),
  stageId: v.optional(v.nullable(idOf(STAGE_MESSAGE)), null),
  expectedClose: v.optional(ExpectedCloseSchema, null),
  contactIds: v.optional(ContactIdsSchema, []),
  companyId: v.optional(CompanyIdSchema, null),
  /** Absent: whoever adds it. */
  ownerId: v.optional(OwnerIdSchema),
});
export type DealInput = v.InferInput<typeof DealInputSchema>;
export type DealData = v.InferOutput<typeof DealInputSchema>;

const STATUS_MESSAGE = `Status must be one of ${DEAL_STATUSES.join(', ')}`;
/**
 * `PATCH /api/deals/{id}`: any of the fields. A new stage puts it last there; `status` closes it
 * (won, or lost with `lostReason`) or opens it again.
 */
export const DealUpdateSchema = contractObject({
  name: v.optional(requiredText(DEAL_NAME_MESSAGE, 'A deal name', DEAL_NAME_MAX_LENGTH)),
  valueCents: v.optional(ValueCentsSchema),
  currency: v.optional(CurrencySchema),
  stageId: v.optional(idOf(STAGE_MESSAGE)),
  expectedClose: v.optional(ExpectedCloseSchema),
  contactIds: v.optional(ContactIdsSchema),
  companyId: v.optional(CompanyIdSchema),
  ownerId: v.optional(OwnerIdSchema),
  status: v.optional(v.picklist(DEAL_STATUSES, STATUS_MESSAGE)),
  lostReason: LostReasonSchema,
});
export type DealUpdate = v.InferInput<typeof DealUpdateSchema>;
export type DealUpdateData = v.InferOutput<typeof DealUpdateSchema>;

const NEIGHBOUR_MESSAGE = 'Give either beforeId or afterId, not both';
/**
 * `POST /api/deals/{id}/move`: into `stageId`, just before the deal `beforeId` or just after
 * `afterId` (one of that stage's deals), or last when neither is given.
 */
export const DealMoveSchema = v.pipe(
  contractObject({
    stageId: idOf(STAGE_MESSAGE),
    beforeId: v.optional(v.nullable(idOf('Before must be a deal id')), null),
    afterId: v.optional(v.nullable(idOf('After must be a deal id')), null),
  }),
  v.check((move) => move.beforeId === null || move.afterId === null, NEIGHBOUR_MESSAGE),
);
export type DealMove = v.InferInput<typeof DealMoveSchema>;

export const DealResponseSchema = v.object({ deal: DealSchema });

/**
 * A page of deals:
 * `GET /api/deals?stageId=&status=&q=&contactId=&companyId=&sort=&order=&before=&limit=`.
 */
export const DealListResponseSchema = v.object({
  deals: v.array(DealSchema),
  nextCursor: v.nullable(v.string()),
  total: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});

export const DEALS_PAGE_SIZE = 25;
export const DEALS_LIMIT_MAX = 100;
const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${DEALS_LIMIT_MAX}`;
const CURSOR_MESSAGE = 'Cursor is not one this list gave';
const STAGE_FILTER_MESSAGE = 'Stage must be a stage id';
const idFilter = (message: string) =>
  v.optional(v.pipe(v.string(message), v.regex(/^[1-9]\d{0,9}$/, message), v.transform(Number)));

/**
 * What the deals table sorts by on the server (absent: board order, a stage's column order): stage
 * (the stages' order, then board order), name (any case), value, expected close (deals without
 * one last). Every sort breaks ties by id.
 */
export const DEAL_SORTS = ['stage', 'name', 'value', 'expectedClose'] as const;
export type DealSort = (typeof DEAL_SORTS)[number];

/** The query of `GET /api/deals`: a stage's deals in board order, or all of them. */
export const DealListQuerySchema = v.object({
  stageId: idFilter(STAGE_FILTER_MESSAGE),
  /** One contact's deals (its page). */
  contactId: idFilter('Contact must be a contact id'),
  /** One company's deals (its page). */
  companyId: idFilter('Company must be a company id'),
  /** Absent: every status. */
  status: v.optional(v.picklist(DEAL_STATUSES, STATUS_MESSAGE)),
  /** Words in the deal's name. */
  q: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(200, 'Search must be at most 200 characters')),
  ),
  limit: v.optional(
    v.pipe(
      v.string(LIMIT_MESSAGE),
      v.regex(/^\d{1,3}$/, LIMIT_MESSAGE),
      v.transform(Number),
      v.minValue(1, LIMIT_MESSAGE),
      v.maxValue(DEALS_LIMIT_MAX, LIMIT_MESSAGE),
    ),
    String(DEALS_PAGE_SIZE),
  ),
  sort: v.optional(v.picklist(DEAL_SORTS, `Sort must be one of ${DEAL_SORTS.join(', ')}`)),
  order: v.optional(v.picklist(SORT_ORDERS, 'Order must be asc or desc'), DEFAULT_SORT_ORDER),
  /** A previous page's `nextCursor` (of the same sort). */
  before: v.optional(
    v.pipe(v.string(CURSOR_MESSAGE), v.regex(/^[A-Za-z0-9_-]{1,100}$/, CURSOR_MESSAGE)),
  ),
});
export type DealListQuery = v.InferOutput<typeof DealListQuerySchema>;
