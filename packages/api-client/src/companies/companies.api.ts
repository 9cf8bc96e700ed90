import type { Contact } from '../contacts/contacts.schemas';
import { type Http, idSegment, queryString } from '../http';
import {
  type Company,
  CompanyContactsResponseSchema,
  type CompanyInput,
  CompanyListResponseSchema,
  CompanyResponseSchema,
  type CompanyUpdate,
} from './companies.schemas';

const companiesPath = '/api/companies';

/** A page by offset: where to start and how many. */
export interface CompanyPageParams {
  q?: string;
  limit?: number;
  offset?: number;
}

export function companiesApi(http: Http) {
  return {
    /** `GET /api/companies`: a page of the account's companies by name, searched by name. */
    getCompanies: async ({ q, limit, offset }: CompanyPageParams = {}): Promise<{
      companies: Company[];
      total: number;
    }> =>
      http.json(
        'GET',
        `${companiesPath}${queryString({ q: q || undefined, limit, offset: offset || undefined })}`,
        CompanyListResponseSchema,
      ),
    /** `GET /api/companies/{id}`. */
    getCompany: async (id: number): Promise<Company> =>
      (await http.json('GET', `${companiesPath}/${idSegment(id)}`, CompanyResponseSchema)).company,
    /** `POST /api/companies`: 409 when the name is taken (whatever its case). */
    createCompany: async (input: CompanyInput): Promise<Company> =>
      (await http.json('POST', companiesPath, CompanyResponseSchema, { json: input })).company,
    /** `PATCH /api/companies/{id}`. */
    updateCompany: async (id: number, input: CompanyUpdate): Promise<Company> =>
      (
        await http.json('PATCH', `${companiesPath}/${idSegment(id)}`, CompanyResponseSchema, {
          json: input,
        })
      ).company,
    /** `DELETE /api/companies/{id}`: 204; its contacts stay, unlinked. */
    deleteCompany: async (id: number): Promise<void> => {
      await http.send('DELETE', `${companiesPath}/${idSegment(id)}`);
    },
    /** `GET /api/companies/{id}/contacts`: a page of its contacts by name. */
    getCompanyContacts: async (
      id: number,
      { limit, offset }: Omit<CompanyPageParams, 'q'> = {},
    ): Promise<{ contacts: Contact[]; total: number }> =>
      http.json(
        'GET',
        `${companiesPath}/${idSegment(id)}/contacts${queryString({ limit, offset: offset || undefined })}`,
        CompanyContactsResponseSchema,
      ),
  };
}
