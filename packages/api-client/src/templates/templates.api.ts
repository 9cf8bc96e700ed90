import { type Page, type PageParams, pageAnswerSchema } from '../common/pages';
import { type Http, idSegment, queryString, reader } from '../http';
import {
  type EmailTemplate,
  type EmailTemplateInput,
  EmailTemplateListResponseSchema,
  EmailTemplateResponseSchema,
  type TemplateType,
} from './templates.schemas';

/** The Email Templates list's filters (spec section 5): a part of the name, and one type. */
export interface EmailTemplateFilter {
  /** Matches a case-insensitive substring of the name. */
  q?: string;
  /** Only templates of this type. */
  type?: TemplateType;
}

const EmailTemplatePageAnswerSchema = pageAnswerSchema(EmailTemplateListResponseSchema);

/** Spec section 5: a case-insensitive substring of the name, and an exact type. */
function matches(template: EmailTemplate, { q = '', type }: EmailTemplateFilter) {
  return (
    (!type || template.templateType === type) &&
    template.name.toLowerCase().includes(q.trim().toLowerCase())
  );
}

export function templatesApi(http: Http) {
  return {
    /** `GET /api/email-templates`. */
    getEmailTemplates: reader<typeof EmailTemplateListResponseSchema, EmailTemplate[]>(
      http,
      '/api/email-templates',
      EmailTemplateListResponseSchema,
      (b) => b.templates,
    ),
    /**
     * `GET /api/email-templates?q=&type=&limit=&cursor=`: one page of the templates matching the
     * filter, newest first. A server that answers the whole list instead (no `total`) is filtered
     * here and read as one last page, so the screen works against either.
     */
    getEmailTemplatePage: async (
      query: EmailTemplateFilter & PageParams = {},
    ): Promise<Page<EmailTemplate>> => {
      const { q, type, limit, cursor } = query;
      const answer = await http.json(
        'GET',
        `/api/email-templates${queryString({ q: q?.trim(), type, limit, cursor })}`,
        EmailTemplatePageAnswerSchema,
      );
      if (answer.total !== undefined) {
        return {
          items: answer.templates,
          nextCursor: answer.nextCursor ?? null,
          total: answer.total,
        };
      }
      const items = answer.templates.filter((template) => matches(template, { q, type }));
      return { items, nextCursor: null, total: items.length };
    },
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
