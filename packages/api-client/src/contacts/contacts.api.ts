import { type Http, idSegment, reader } from '../http';
import {
  type Contact,
  type ContactCreateInput,
  ContactListResponseSchema,
  ContactResponseSchema,
  type ContactUpdateInput,
} from './contacts.schemas';

export function contactsApi(http: Http) {
  return {
    /** `GET /api/contacts`. */
    getContacts: reader<typeof ContactListResponseSchema, Contact[]>(
      http,
      '/api/contacts',
      ContactListResponseSchema,
      (b) => b.contacts,
    ),
    /** `POST /api/contacts`: the created contact. */
    createContact: async (input: ContactCreateInput): Promise<Contact> =>
      (await http.json('POST', '/api/contacts', ContactResponseSchema, { json: input })).contact,
    /** `PATCH /api/contacts/{id}`: the updated contact. */
    updateContact: async (id: number, input: ContactUpdateInput): Promise<Contact> =>
      (
        await http.json('PATCH', `/api/contacts/${idSegment(id)}`, ContactResponseSchema, {
          json: input,
        })
      ).contact,
    /** `DELETE /api/contacts/{id}`. */
    deleteContact: async (id: number): Promise<void> => {
      await http.send('DELETE', `/api/contacts/${idSegment(id)}`);
    },
  };
}
