import * as v from 'valibot';
import { NoteSchema } from '../notes/notes.schemas';
import { TaskSchema } from '../tasks/tasks.schemas';
import { IdSchema, IsoDateTimeSchema, contractObject } from '../common/common.schemas';
import { DEAL_STATUSES } from '../deals/deals.schemas';
import { ConsentRecordSchema } from '../forms/forms.schemas';
import { ContactSchema } from './contacts.schemas';

const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** One open, click, unsubscribe or bounce of a message, as tracking recorded it. */
export const ContactExportEventSchema = contractObject({
  type: v.picklist(['open', 'click', 'unsubscribe', 'bounce']),
  /** The link clicked; null for the other events. */
  url: v.nullable(v.string()),
  at: IsoDateTimeSchema,
});
export type ContactExportEvent = v.InferOutput<typeof ContactExportEventSchema>;

/** A campaign's email to the contact, with its opens and clicks. */
export const ContactExportCampaignEmailSchema = contractObject({
  campaignId: IdSchema,
  campaignName: v.string(),
  subject: v.string(),
  /** The address it went to (the contact's address may have changed since). */
  email: v.string(),
  status: v.string(),
  sentAt: v.nullable(IsoDateTimeSchema),
  firstOpenedAt: v.nullable(IsoDateTimeSchema),
  openCount: count,
  firstClickedAt: v.nullable(IsoDateTimeSchema),
  clickCount: count,
  unsubscribedAt: v.nullable(IsoDateTimeSchema),
  bouncedAt: v.nullable(IsoDateTimeSchema),
  events: v.array(ContactExportEventSchema),
});
export type ContactExportCampaignEmail = v.InferOutput<typeof ContactExportCampaignEmailSchema>;

/** A workflow step's email to the contact; `opened` and `clicked` are its step's outcome. */
export const ContactExportWorkflowEmailSchema = contractObject({
  workflowId: IdSchema,
  workflowName: v.string(),
  stepId: v.string(),
  /** The template the step sent; null when an edit removed the step since. */
  templateId: v.nullable(IdSchema),
  sentAt: IsoDateTimeSchema,
  opened: v.boolean(),
  clicked: v.boolean(),
});
export type ContactExportWorkflowEmail = v.InferOutput<typeof ContactExportWorkflowEmailSchema>;

/** What the contact sent through a signup form. */
export const ContactExportSubmissionSchema = contractObject({
  formId: IdSchema,
  formName: v.string(),
  formVersion: v.number(),
  answers: v.record(v.string(), v.unknown()),
  createdAt: IsoDateTimeSchema,
});
export type ContactExportSubmission = v.InferOutput<typeof ContactExportSubmissionSchema>;

/** An owner's audited change of the contact's status out of unsubscribed or bounced. */
export const ContactExportStatusChangeSchema = contractObject({
  from: v.string(),
  to: v.string(),
  reason: v.string(),
  createdAt: IsoDateTimeSchema,
});

/** A deal the contact is on: what it is worth, where it stands, and why it was lost. */
export const ContactExportDealSchema = contractObject({
  dealId: IdSchema,
  name: v.string(),
  valueCents: count,
  currency: v.string(),
  stageName: v.string(),
  status: v.picklist(DEAL_STATUSES),
  /** `YYYY-MM-DD`; null: not set. */
  expectedClose: v.nullable(v.string()),
  /** Why it was lost; null unless lost. */
  lostReason: v.nullable(v.string()),
});
export type ContactExportDeal = v.InferOutput<typeof ContactExportDealSchema>;

/**
 * `GET /api/contacts/{id}/export`: everything kept about one contact (the right of access, issue
 * 28 §3), served as the attachment `contact-<id>.json`.
 */
export const ContactExportSchema = contractObject({
  exportedAt: IsoDateTimeSchema,
  contact: ContactSchema,
  statusChanges: v.array(ContactExportStatusChangeSchema),
  consents: v.array(ConsentRecordSchema),
  formSubmissions: v.array(ContactExportSubmissionSchema),
  campaignEmails: v.array(ContactExportCampaignEmailSchema),
  workflowEmails: v.array(ContactExportWorkflowEmailSchema),
  /**
   * Tracking events tied to no campaign email: a workflow email's opens and clicks (tracking
   * records their contact, not their step) and unsubscribes from a single message.
   */
  otherEvents: v.array(ContactExportEventSchema),
  /** Notes written on the contact, oldest first. */
  notes: v.array(NoteSchema),
  /** Tasks about the contact, oldest first. */
  tasks: v.array(TaskSchema),
  /** Deals the contact is on, oldest first. */
  deals: v.array(ContactExportDealSchema),
});
export type ContactExport = v.InferOutput<typeof ContactExportSchema>;

/** The export's file name, as the server's `Content-Disposition` gives it. */
export const contactExportFileName = (id: number) => `contact-${id}.json`;
