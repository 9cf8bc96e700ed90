import { type Http, idSegment } from '../http';
import {
  type ConsentRecord,
  ConsentListResponseSchema,
  type Form,
  type FormInput,
  FormListResponseSchema,
  FormResponseSchema,
  type FormUpdateInput,
} from './forms.schemas';

const formsPath = '/api/forms';

export function formsApi(http: Http) {
  return {
    /** `GET /api/forms`: the account's forms with their views, submissions and conversion. */
    getForms: async (): Promise<Form[]> =>
      (await http.json('GET', formsPath, FormListResponseSchema)).forms,
    /** `GET /api/forms/{id}`. */
    getForm: async (id: number): Promise<Form> =>
      (await http.json('GET', `${formsPath}/${idSegment(id)}`, FormResponseSchema)).form,
    /** `POST /api/forms`: the created form (double opt-in on unless the input says otherwise). */
    createForm: async (input: FormInput): Promise<Form> =>
      (await http.json('POST', formsPath, FormResponseSchema, { json: input })).form,
    /** `PATCH /api/forms/{id}`: changes the fields present; a new version when the definition changes. */
    updateForm: async (id: number, input: FormUpdateInput): Promise<Form> =>
      (
        await http.json('PATCH', `${formsPath}/${idSegment(id)}`, FormResponseSchema, {
          json: input,
        })
      ).form,
    /** `POST /api/forms/{id}/duplicate`: a copy with its own page and no figures. */
    duplicateForm: async (id: number): Promise<Form> =>
      (await http.json('POST', `${formsPath}/${idSegment(id)}/duplicate`, FormResponseSchema)).form,
    /** `DELETE /api/forms/{id}`: 204; its submissions go, consent records stay. */
    deleteForm: async (id: number): Promise<void> => {
      await http.send('DELETE', `${formsPath}/${idSegment(id)}`);
    },
    /** `GET /api/contacts/{id}/consents`: the contact's consent history, oldest first. */
    getContactConsents: async (contactId: number): Promise<ConsentRecord[]> =>
      (
        await http.json(
          'GET',
          `/api/contacts/${idSegment(contactId)}/consents`,
          ConsentListResponseSchema,
        )
      ).consents,
  };
}
