import { type Http, idSegment, reader } from '../http';
import {
  type EmailTemplate,
  type EmailTemplateInput,
  EmailTemplateListResponseSchema,
  EmailTemplateResponseSchema,
} from './templates.schemas';

export function templatesApi(http: Http) {
  return {
    /** `GET /api/email-templates`. */
    getEmailTemplates: reader<typeof EmailTemplateListResponseSchema, EmailTemplate[]>(
      http,
      '/api/email-templates',
      EmailTemplateListResponseSchema,
      (b) => b.templates,
    ),
    /** `POST /api/email-templates` (design as a JSON string): the created template. */
    createEmailTemplate: async (input: EmailTemplateInput): Promise<EmailTemplate> =>
      (
        await http.json('POST', '/api/email-templates', EmailTemplateResponseSchema, {
          json: input,
        })
      ).template,
    /** `PUT /api/email-templates/{id}` with the same fields as create: the updated template. */
    updateEmailTemplate: async (id: number, input: EmailTemplateInput): Promise<EmailTemplate> =>
      (
        await http.json(
          'PUT',
          `/api/email-templates/${idSegment(id)}`,
          EmailTemplateResponseSchema,
          {
            json: input,
          },
        )
      ).template,
    /** `DELETE /api/email-templates/{id}`. */
    deleteEmailTemplate: async (id: number): Promise<void> => {
      await http.send('DELETE', `/api/email-templates/${idSegment(id)}`);
    },
  };
}
