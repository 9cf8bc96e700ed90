import * as v from 'valibot';
import { ConsentRecordSchema, FormSchema } from '../forms/forms.schemas';
import { FIXTURE_DATE } from './factories';

type Input<TSchema extends v.GenericSchema> = v.InferInput<TSchema>;

/** A signup form as `GET /api/forms` lists it: email and first name, a consent box, double opt-in. */
export const buildForm = (overrides: Partial<Input<typeof FormSchema>> = {}) =>
  v.parse(FormSchema, {
    id: 1,
    publicId: 'AbCdEfGhIjKlMnOpQrStUv',
    name: 'Newsletter signup',
    fields: [
      {
        key: 'email',
        type: 'email',
        label: 'Email',
        placeholder: null,
        required: true,
        options: [],
      },
      {
        key: 'firstName',
        type: 'text',
        label: 'First name',
        placeholder: null,
        required: false,
        options: [],
      },
    ],
    consent: { text: 'I agree to receive the monthly newsletter.', required: true },
    tags: ['newsletter'],
    leadSource: 'Website',
    doubleOptIn: true,
    proofOfWork: false,
    thankYouMessage: 'Thank you! Please check your inbox to confirm your subscription.',
    redirectUrl: null,
    allowedOrigins: [],
    confirmationTemplateId: null,
    look: null,
    version: 1,
    views: 0,
    submissions: 0,
    conversion: null,
    createdAt: FIXTURE_DATE,
    updatedAt: FIXTURE_DATE,
    ...overrides,
  });

/** A contact's signup through a form, confirmed a few minutes later, as `.../consents` lists it. */
export const buildConsentRecord = (overrides: Partial<Input<typeof ConsentRecordSchema>> = {}) =>
  v.parse(ConsentRecordSchema, {
    id: 1,
    kind: 'subscribe',
    formId: 1,
    formVersion: 1,
    consentText: 'I agree to receive the monthly newsletter.',
    email: 'ada@example.com',
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Firefox/128.0',
    createdAt: FIXTURE_DATE,
    confirmationSentAt: FIXTURE_DATE,
    confirmedAt: '2024-04-01T09:05:00.000Z',
    confirmedIp: '203.0.113.7',
    confirmedUserAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Firefox/128.0',
    ...overrides,
  });
