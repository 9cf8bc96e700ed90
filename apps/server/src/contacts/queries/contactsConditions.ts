import {
  customFieldName,
  isSegmentGroup,
  type SegmentCondition,
  type SegmentGroup,
} from '@crm/api-client';
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { SqlDialect } from '../../db/sqlDialect';
import { sqlTimestamp } from '../../db/sqlTimestamp';
import { ownerRef } from '../../db/scope';
import { matchesSearch, searchTerms } from './contactsSearch';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * "One of the contact's tags is `tag`, ignoring case", as search ignores it: `vip` finds VIP. The
 * search index narrows the rows first (tags are in the searched text, word by word), then each
 * candidate's tags are compared whole. PostgreSQL's lower() folds any letter; SQLite's only A-Z,
 * so there `été` does not find ÉTÉ.
 */
export function hasTag(dialect: SqlDialect, tag: string): Expression<SqlBool>[] {
  const terms = searchTerms(tag);
  const indexed = terms.length > 0 ? [matchesSearch(dialect, terms)] : [];
  return [
    ...indexed,
    dialect === 'postgres'
      ? sql<SqlBool>`exists (select 1 from jsonb_array_elements_text(cast(contacts.tags as jsonb)) as t(value) where lower(t.value) = lower(${tag}))`
      : sql<SqlBool>`exists (select 1 from json_each(contacts.tags) where lower(value) = lower(${tag}))`,
  ];
}

type FieldCondition = Extract<SegmentCondition, { kind: 'field' }>;

/**
 * An "in another segment" condition with that segment's conditions loaded (each of its own
 * references loaded too) by `resolveSegments`: the compiler is synchronous and inlines them.
 */
export type SegmentReference = Extract<SegmentCondition, { kind: 'segment' }> & {
  conditions?: SegmentGroup;
};
type EngagementCondition = Extract<SegmentCondition, { kind: 'engagement' }>;

const TRUE = sql<SqlBool>`(1 = 1)`;
const FALSE = sql<SqlBool>`(1 = 0)`;

/** A contact column a field condition may read, by its API name. */
const COLUMNS: Record<string, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
  company: 'company',
  position: 'position',
  leadSource: 'lead_source',
  status: 'status',
};

const not = (e: Expression<SqlBool>) => sql<SqlBool>`not (${e})`;
/** Null (no value) is false, so a condition never turns a group's answer unknown. */
const definite = (e: Expression<SqlBool>) => sql<SqlBool>`coalesce(${e}, ${FALSE})`;
const join = (items: Expression<SqlBool>[], by: 'and' | 'or') =>
  sql<SqlBool>`(${sql.join(items, by === 'and' ? sql` and ` : sql` or `)})`;

/** The start of a day (`YYYY-MM-DD`) `plus` days later, as an ISO instant in UTC. */
const dayStart = (day: string, plus = 0) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + plus * DAY_MS).toISOString();

/**
 * A segment's conditions as ONE condition on `contacts` (the caller scopes it to its owner), for
 * any statement over contacts: a count, a keyset page, a bulk action. Tags, status and fields read
 * the contact's row; engagement, workflows and forms are correlated EXISTS probes on each area's
 * table by `contact_id` (each has an index led by it). An empty group matches every contact: the
 * editor's state before its first condition. Relative days count back from `now`.
 */
export function segmentWhere(
  dialect: SqlDialect,
  group: SegmentGroup,
  now: Date,
): Expression<SqlBool> {
  if (group.conditions.length === 0) return TRUE;
  const parts = group.conditions.map((item) =>
    isSegmentGroup(item) ? segmentWhere(dialect, item, now) : conditionWhere(dialect, item, now),
  );
  return join(parts, group.match === 'all' ? 'and' : 'or');
}

function conditionWhere(
  dialect: SqlDialect,
  condition: SegmentCondition,
  now: Date,
): Expression<SqlBool> {
  switch (condition.kind) {
    case 'tags': {
      // The contacts list's own tag match (whole tag, ignoring case, narrowed by the search index).
      const each = condition.tags.map((tag) => join(hasTag(dialect, tag), 'and'));
      if (condition.op === 'all') return join(each, 'and');
      const any = join(each, 'or');
      return condition.op === 'any' ? any : not(any);
    }
    case 'status': {
      const is = sql<SqlBool>`lower(contacts.status) = lower(${condition.value})`;
      return condition.op === 'is' ? is : not(is);
    }
    case 'lead_source': {
      const is = definite(sql<SqlBool>`lower(contacts.lead_source) = lower(${condition.value})`);
      return condition.op === 'is' ? is : not(is);
    }
    case 'created':
      if (condition.op === 'in_last_days') {
        const since = new Date(now.getTime() - Number(condition.value) * DAY_MS).toISOString();
        return sql<SqlBool>`contacts.created_at >= ${sqlTimestamp(dialect, since)}`;
      }
      return createdCompare(dialect, condition.op === 'before' ? 'lt' : 'gt', [
        String(condition.value),
      ]);
    case 'field':
      return fieldWhere(dialect, condition);
    case 'engagement':
      return engagementWhere(dialect, condition, now);
    case 'workflow':
      return sql<SqlBool>`exists (select 1 from workflows_runs as wr
        where wr.contact_id = contacts.id and ${ownerRef('wr')} = ${ownerRef('contacts')}
        and wr.workflow_id = ${condition.workflowId}
        ${condition.op === 'completed' ? sql`and wr.status = 'completed'` : sql``})`;
    case 'form':
      return sql<SqlBool>`exists (select 1 from forms_submissions as fs
        where fs.contact_id = contacts.id and ${ownerRef('fs')} = ${ownerRef('contacts')}
        and fs.form_id = ${condition.formId})`;
    case 'segment': {
      const { conditions } = condition as SegmentReference;
      if (conditions === undefined)
        throw new Error('A segment condition needs its segment’s conditions loaded');
      const inside = segmentWhere(dialect, conditions, now);
      return condition.op === 'in' ? inside : not(inside);
    }
  }
}

/** The created date against whole UTC days: `lt` before the first, `gt` after the last. */
function createdCompare(
  dialect: SqlDialect,
  op: 'eq' | 'lt' | 'gt' | 'between',
  days: string[],
): Expression<SqlBool> {
  const at = (iso: string) => sqlTimestamp(dialect, iso);
  const [first, last = first] = days as [string, string?];
  switch (op) {
    case 'lt':
      return sql<SqlBool>`contacts.created_at < ${at(dayStart(first))}`;
    case 'gt':
      return sql<SqlBool>`contacts.created_at >= ${at(dayStart(first, 1))}`;
    case 'eq':
    case 'between':
      return sql<SqlBool>`(contacts.created_at >= ${at(dayStart(first))} and contacts.created_at < ${at(dayStart(last!, 1))})`;
  }
}

/** A custom field's value as text (null when absent or JSON null); true and false as words. */
function customText(dialect: SqlDialect, name: string): RawBuilder<string | null> {
  return dialect === 'postgres'
    ? sql`(cast(contacts.custom_fields as jsonb) ->> cast(${name} as text))`
    : // json_each, not a JSON path: a key may hold any character a path would have to escape.
      sql`(select case j.type when 'true' then 'true' when 'false' then 'false' when 'null' then null
        else cast(j.value as text) end from json_each(contacts.custom_fields) as j where j.key = ${name})`;
}

/** A custom field's value when it is a JSON number, else null. */
function customNumber(dialect: SqlDialect, name: string): RawBuilder<number | null> {
  return dialect === 'postgres'
    ? sql`(case when jsonb_typeof(cast(contacts.custom_fields as jsonb) -> cast(${name} as text)) = 'number'
        then cast(cast(contacts.custom_fields as jsonb) ->> cast(${name} as text) as double precision) end)`
    : sql`(select case when j.type in ('integer', 'real') then j.value end
        from json_each(contacts.custom_fields) as j where j.key = ${name})`;
}

/** A custom field's date (`YYYY-MM-DD`, the first ten characters of a text that starts with one). */
function customDate(dialect: SqlDialect, name: string): RawBuilder<string | null> {
  const text = customText(dialect, name);
  const looksLikeDate =
    dialect === 'postgres'
      ? sql`${text} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}'`
      : sql`${text} glob '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]*'`;
  return sql`(case when ${looksLikeDate} then substr(${text}, 1, 10) end)`;
}

function compare<T>(
  value: RawBuilder<T>,
  op: 'eq' | 'lt' | 'gt' | 'between',
  operands: unknown[],
  cast: (operand: unknown) => RawBuilder<unknown>,
): Expression<SqlBool> {
  const [a, b] = operands.map(cast) as [RawBuilder<unknown>, RawBuilder<unknown>];
  switch (op) {
    case 'eq':
      return definite(sql<SqlBool>`${value} = ${a}`);
    case 'lt':
      return definite(sql<SqlBool>`${value} < ${a}`);
    case 'gt':
      return definite(sql<SqlBool>`${value} > ${a}`);
    case 'between':
      return definite(sql<SqlBool>`(${value} >= ${a} and ${value} <= ${b})`);
  }
}

/**
 * Text operators ignore case (as tags and search do); `is not` holds for a contact without a value,
 * and empty means absent, null or only spaces. Numbers and dates compare only values of that type:
 * a custom field holding text never passes a number comparison. The operator fits the field's type
 * (the contract checks contact fields, `segmentsCheck.ts` custom ones), so the value's own type
 * tells a number from a date here.
 */
function fieldWhere(dialect: SqlDialect, c: FieldCondition): Expression<SqlBool> {
  const custom = customFieldName(c.field);
  if (c.op === 'eq' || c.op === 'lt' || c.op === 'gt' || c.op === 'between') {
    const operands = Array.isArray(c.value) ? c.value : [c.value];
    if (custom === undefined) return createdCompare(dialect, c.op, operands.map(String));
    if (typeof operands[0] === 'number') {
      const cast = (n: unknown) =>
        dialect === 'postgres' ? sql`cast(${n} as double precision)` : sql`${n}`;
      return compare(customNumber(dialect, custom), c.op, operands, cast);
    }
    return compare(customDate(dialect, custom), c.op, operands, (d) => sql`${String(d)}`);
  }
  const text: RawBuilder<string | null> =
    custom === undefined ? sql.ref(`contacts.${COLUMNS[c.field]!}`) : customText(dialect, custom);
  const value = String(c.value ?? '');
  const contains =
    dialect === 'postgres'
      ? sql<SqlBool>`strpos(lower(${text}), lower(${value})) > 0`
      : sql<SqlBool>`instr(lower(${text}), lower(${value})) > 0`;
  const empty = sql<SqlBool>`coalesce(trim(${text}), '') = ''`;
  switch (c.op) {
    case 'is':
      return definite(sql<SqlBool>`lower(${text}) = lower(${value})`);
    case 'is_not':
      return not(definite(sql<SqlBool>`lower(${text}) = lower(${value})`));
    case 'contains':
      return definite(contains);
    case 'starts_with':
      return definite(
        sql<SqlBool>`substr(lower(${text}), 1, length(lower(${value}))) = lower(${value})`,
      );
    case 'is_empty':
      return empty;
    case 'is_not_empty':
      return not(empty);
  }
}

/**
 * Opens, clicks and bounces are the tracking events of campaign and workflow mail (a click counts
 * as an open: a reader whose images are blocked clicks without a pixel); "received without
 * opening" counts campaign messages sent, not bounced, never opened or clicked.
 */
function engagementWhere(
  dialect: SqlDialect,
  c: EngagementCondition,
  now: Date,
): Expression<SqlBool> {
  const since =
    c.days === undefined ? undefined : new Date(now.getTime() - c.days * DAY_MS).toISOString();
  if (c.op === 'received_without_opening') {
    const count = c.count ?? 1;
    const unopened = sql`select 1 from campaign_recipients as r
      where r.contact_id = contacts.id and ${ownerRef('r')} = ${ownerRef('contacts')}
      and r.status = 'sent' and r.bounced_at is null
      and r.first_opened_at is null and r.first_clicked_at is null
      ${since === undefined ? sql`` : sql`and r.sent_at >= ${sqlTimestamp(dialect, since)}`}
      ${c.campaignId === undefined ? sql`` : sql`and r.campaign_id = ${c.campaignId}`}`;
    // Counting stops at `count`: a contact sent thousands of emails is not read to the end.
    return count === 1
      ? sql<SqlBool>`exists (${unopened})`
      : sql<SqlBool>`(select count(*) from (${unopened} limit ${sql.lit(count)}) as u) >= ${sql.lit(count)}`;
  }
  const types =
    c.op === 'clicked'
      ? sql`te.type = 'click'`
      : c.op === 'bounced'
        ? sql`te.type = 'bounce'`
        : sql`te.type in ('open', 'click')`;
  const event = sql<SqlBool>`exists (select 1 from tracking_events as te
    where te.contact_id = contacts.id and ${types} and ${ownerRef('te')} = ${ownerRef('contacts')}
    ${since === undefined ? sql`` : sql`and te.created_at >= ${sqlTimestamp(dialect, since)}`}
    ${c.campaignId === undefined ? sql`` : sql`and te.campaign_id = ${c.campaignId}`})`;
  return c.op === 'not_opened' ? not(event) : event;
}
