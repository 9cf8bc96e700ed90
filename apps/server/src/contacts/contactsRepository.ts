import type { Contact, ContactCreateData, ContactUpdateData } from '@crm/api-client';
import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { SqlDialect } from '../db/createDatabase';
import type { ContactsTable, Database } from '../db/schema';
import { toIso } from '../db/schema';
import { isUniqueViolation } from '../db/databaseErrors';
import { HttpError } from '../http/HttpError';

const DUPLICATE_EMAIL = 'A contact with this email already exists';

function parseJson<T>(text: string, fallback: T): T {
  if (text === '[]' || text === '{}') return (text === '[]' ? [] : {}) as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function toContact(row: Selectable<ContactsTable>): Contact {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    position: row.position,
    status: row.status,
    tags: parseJson<string[]>(row.tags, []),
    leadSource: row.lead_source,
    customFields: parseJson<Contact['customFields']>(row.custom_fields, {}),
    createdAt: toIso(row.created_at),
  };
}

/** A unique (user_id, email) violation is the user's mistake, not a server fault. */
async function mapDuplicate<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, DUPLICATE_EMAIL, { field: 'email' });
    throw error;
  }
}

/**
 * The contact list as JSON text built by the database itself. A list can hold tens of thousands of
 * contacts; materialising each row as a JS object, parsing its tags and custom fields and
 * serialising it again costs about four times as much as letting SQL aggregate it. The result
 * matches `toContact` key for key (the contacts tests compare the two).
 */
function contactListJsonQuery(dialect: SqlDialect, userId: number) {
  if (dialect === 'postgres') {
    return sql<{ json: string }>`select coalesce(json_agg(json_build_object(
        'id', id, 'firstName', first_name, 'lastName', last_name, 'email', email, 'phone', phone,
        'company', company, 'position', position, 'status', status, 'tags', tags::json,
        'leadSource', lead_source, 'customFields', custom_fields::json,
        'createdAt', to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      ) order by id), '[]')::text as json
      from contacts where user_id = ${userId}`;
  }
  return sql<{ json: string }>`select coalesce(json_group_array(json_object(
      'id', id, 'firstName', first_name, 'lastName', last_name, 'email', email, 'phone', phone,
      'company', company, 'position', position, 'status', status, 'tags', json(tags),
      'leadSource', lead_source, 'customFields', json(custom_fields), 'createdAt', created_at
    )), '[]') as json
    from (select * from contacts where user_id = ${userId} order by id)`;
}

/** Every query is scoped to one user: another user's contact simply does not exist here. */
export function contactsRepository(
  db: Kysely<Database>,
  userId: number,
  dialect: SqlDialect = 'sqlite',
) {
  return {
    /** `{ "contacts": [...] }` as text, ready to send. */
    async listJson(): Promise<string> {
      const { rows } = await contactListJsonQuery(dialect, userId).execute(db);
      return `{"contacts":${rows[0]?.json ?? '[]'}}`;
    },
    async find(id: number): Promise<Contact | undefined> {
      const row = await db
        .selectFrom('contacts')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toContact(row);
    },
    async create(input: ContactCreateData): Promise<Contact> {
      const row = await mapDuplicate(() =>
        db
          .insertInto('contacts')
          .values({
            user_id: userId,
            first_name: input.firstName,
            last_name: input.lastName,
            email: input.email,
            phone: input.phone,
            company: input.company,
            position: input.position,
            status: input.status,
            tags: JSON.stringify(input.tags),
            lead_source: input.leadSource,
            custom_fields: JSON.stringify(input.customFields),
            created_at: new Date().toISOString(),
          })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return toContact(row);
    },
    /** Changes only the fields present in `input`; undefined when the contact is not this user's. */
    async update(id: number, input: ContactUpdateData): Promise<Contact | undefined> {
      const changes: Updateable<ContactsTable> = {};
      if (input.firstName !== undefined) changes.first_name = input.firstName;
      if (input.lastName !== undefined) changes.last_name = input.lastName;
      if (input.email !== undefined) changes.email = input.email;
      if (input.phone !== undefined) changes.phone = input.phone;
      if (input.company !== undefined) changes.company = input.company;
      if (input.position !== undefined) changes.position = input.position;
      if (input.status !== undefined) changes.status = input.status;
      if (input.tags !== undefined) changes.tags = JSON.stringify(input.tags);
      if (input.leadSource !== undefined) changes.lead_source = input.leadSource;
      if (input.customFields !== undefined)
        changes.custom_fields = JSON.stringify(input.customFields);
      if (Object.keys(changes).length === 0) return this.find(id);
      const row = await mapDuplicate(() =>
        db
          .updateTable('contacts')
          .set(changes)
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst(),
      );
      return row && toContact(row);
    },
    async remove(id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('contacts')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
