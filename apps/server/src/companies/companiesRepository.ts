import {
  COMPANY_NAME_TAKEN,
  type Company,
  type CompanyData,
  type CompanyEngagement,
  type CompanyUpdateData,
} from '@crm/api-client';
import { sql, type Selectable, type Updateable } from 'kysely';
import { toIso } from '../db/columnTypes';
import { isUniqueViolation } from '../db/databaseErrors';
import { inTransaction, type Db } from '../db/Db';
import { containsPattern } from '../db/likePattern';
import { OWNER, ownedBy, type Scope } from '../db/scope';
import { HttpError } from '../http/HttpError';
import type { CompaniesTable } from './companiesTable';
import { companyNamed, type CompanyLink } from './queries/companyNamed';

interface CompanyFigures {
  contactCount: number;
  engagement: CompanyEngagement;
}
const NO_FIGURES: CompanyFigures = {
  contactCount: 0,
  engagement: { sent: 0, opened: 0, clicked: 0 },
};

function toCompany(row: Selectable<CompaniesTable>, figures: CompanyFigures): Company {
  let customFields: Company['customFields'] = {};
  try {
    customFields = JSON.parse(row.custom_fields) as Company['customFields'];
  } catch {
    // A hand-edited row: shown without its fields rather than failing the list.
  }
  return {
    id: row.id,
    name: row.name,
    domain: row.domain,
    phone: row.phone,
    address: row.address,
    industry: row.industry,
    size: row.size,
    customFields,
    ...figures,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/** A unique (owner, lower(name)) violation is the user's mistake, not a server fault. */
async function mapTakenName<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, COMPANY_NAME_TAKEN, { field: 'name' });
    throw error;
  }
}

/** Companies (issue 32 §2); every query scoped to one owner. */
export function companiesRepository(database: Db, scope: Scope) {
  const { db } = database;
  const owned = () => db.selectFrom('companies').selectAll().where(OWNER, '=', scope.ownerId);

  /** Each company's linked contacts and what mail to them brought, for a page of companies. */
  async function figuresOf(ids: number[]): Promise<Map<number, CompanyFigures>> {
    const figures = new Map<number, CompanyFigures>();
    if (ids.length === 0) return figures;
    const counts = await db
      .selectFrom('contacts')
      .select((eb) => ['company_id', eb.fn.countAll<number | string>().as('n')])
      .where(OWNER, '=', scope.ownerId)
      .where('company_id', 'in', ids)
      .groupBy('company_id')
      .execute();
    // Each message counted once: opened and clicked are the recipient rows' first open and click.
    const mail = await db
      .selectFrom('contacts as c')
      .innerJoin('campaign_recipients as r', 'r.contact_id', 'c.id')
      .select((eb) => [
        'c.company_id',
        eb.fn.count<number | string>('r.sent_at').as('sent'),
        eb.fn.count<number | string>('r.first_opened_at').as('opened'),
        eb.fn.count<number | string>('r.first_clicked_at').as('clicked'),
      ])
      .where(`c.${OWNER}`, '=', scope.ownerId)
      .where('c.company_id', 'in', ids)
      .groupBy('c.company_id')
      .execute();
    for (const row of counts)
      figures.set(Number(row.company_id), { ...NO_FIGURES, contactCount: Number(row.n) });
    for (const row of mail) {
      const id = Number(row.company_id);
      figures.set(id, {
        contactCount: figures.get(id)?.contactCount ?? 0,
        engagement: {
          sent: Number(row.sent),
          opened: Number(row.opened),
          clicked: Number(row.clicked),
        },
      });
    }
    return figures;
  }

  const withFigures = async (rows: Selectable<CompaniesTable>[]) => {
    const figures = await figuresOf(rows.map((r) => r.id));
    return rows.map((row) => toCompany(row, figures.get(row.id) ?? NO_FIGURES));
  };

  return {
    /** A page of companies by name, those whose name holds `q` when given, and how many match. */
    async list({
      q,
      limit,
      offset,
    }: {
      q?: string;
      limit: number;
      offset: number;
    }): Promise<{ companies: Company[]; total: number }> {
      let query = owned();
      if (q) query = query.where(sql`lower(name)`, 'like', sql`${containsPattern(q)} escape '\\'`);
      const [rows, total] = await Promise.all([
        query
          .orderBy(sql`lower(name)`)
          .orderBy('id')
          .limit(limit)
          .offset(offset)
          .execute(),
        query
          .clearSelect()
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { companies: await withFigures(rows), total: Number(total.n) };
    },
    /** The names of these of the owner's companies (another's is absent), for lists that link them. */
    async names(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('companies')
        .select(['id', 'name'])
        .where(OWNER, '=', scope.ownerId)
        .where('id', 'in', [...new Set(ids)])
        .execute();
      return new Map(rows.map((row) => [row.id, row.name]));
    },
    async find(id: number): Promise<Company | undefined> {
      const row = await owned().where('id', '=', id).executeTakeFirst();
      return row && (await withFigures([row]))[0];
    },
    async create(input: CompanyData): Promise<Company> {
      const now = new Date().toISOString();
      const row = await mapTakenName(() =>
        db
          .insertInto('companies')
          .values({
            ...ownedBy(scope),
            name: input.name,
            domain: input.domain,
            phone: input.phone,
            address: input.address,
            industry: input.industry,
            size: input.size,
            custom_fields: JSON.stringify(input.customFields),
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return toCompany(row, NO_FIGURES);
    },
    /** A new name becomes its contacts' `company` in the same transaction. */
    async update(id: number, input: CompanyUpdateData): Promise<Company | undefined> {
      const changes: Updateable<CompaniesTable> = { updated_at: new Date().toISOString() };
      if (input.name !== undefined) changes.name = input.name;
      if (input.domain !== undefined) changes.domain = input.domain;
      if (input.phone !== undefined) changes.phone = input.phone;
      if (input.address !== undefined) changes.address = input.address;
      if (input.industry !== undefined) changes.industry = input.industry;
      if (input.size !== undefined) changes.size = input.size;
      if (input.customFields !== undefined)
        changes.custom_fields = JSON.stringify(input.customFields);
      const row = await inTransaction(database, async (trx) => {
        const updated = await mapTakenName(() =>
          trx.db
            .updateTable('companies')
            .set(changes)
            .where(OWNER, '=', scope.ownerId)
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirst(),
        );
        if (updated && input.name !== undefined)
          await trx.db
            .updateTable('contacts')
            .set({ company: updated.name })
            .where(OWNER, '=', scope.ownerId)
            .where('company_id', '=', id)
            .where('company', '!=', updated.name)
            .execute();
        return updated;
      });
      return row && (await withFigures([row]))[0];
    },
    /**
     * Deletes it; answers its name (kept by the audit log), undefined when not this owner's. The
     * contacts stay, unlinked and without the company's name.
     */
    async remove(id: number): Promise<string | undefined> {
      return inTransaction(database, async (trx) => {
        await trx.db
          .updateTable('contacts')
          .set({ company: null, company_id: null })
          .where(OWNER, '=', scope.ownerId)
          .where('company_id', '=', id)
          .execute();
        const row = await trx.db
          .deleteFrom('companies')
          .where(OWNER, '=', scope.ownerId)
          .where('id', '=', id)
          .returning('name')
          .executeTakeFirst();
        return row?.name;
      });
    },
    /** The company this `company` text names, found or created (see `companyNamed`). */
    named(text: string): Promise<CompanyLink> {
      return companyNamed(database, scope, text);
    },
  };
}
