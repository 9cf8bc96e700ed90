import { ContactExportSchema } from '@crm/api-client';
import * as v from 'valibot';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { JOBS_QUEUE } from '../src/jobs/jobWorkers';
import { wakeWorkers } from '../src/jobs/workerPool';
import { flushEngagement } from '../src/tracking/trackingRoutes';
import { describeEachDatabase, type TestServer } from './harness';
import { startMailingServer, type MailingServer } from './mailingServer';
import { waitFor } from './sendingSink';

const CONSENT = 'I agree to receive the monthly newsletter.';
const OFFER = 'https://shop.example.com/offer';

/**
 * One contact's data export (issue 28 §3, the right of access): what a form, a campaign and a
 * workflow left about a person, read back through the real routes and mail links.
 */
describeEachDatabase('contact export', (database) => {
  let mailing: MailingServer;
  let server: TestServer;

  beforeAll(async () => {
    mailing = await startMailingServer(database);
    ({ server } = mailing);
  });
  afterAll(() => mailing?.stop());

  const servedToken = () => mailing.servedFormToken();
  const mailsTo = (address: string) => mailing.mailsTo(address);
  const linkIn = (address: string, subject: string, path: string) =>
    mailing.linkIn(address, subject, path);

  it('holds the fields, consent, submission, campaign email and workflow email with their opens and clicks', async () => {
    const { token } = await server.registerUser();
    const as = { token };
    const post = async (path: string, json: unknown, status = 201) => {
      const res = await server.post(path, json, as);
      expect(res.status, res.text).toBe(status);
      return res.body;
    };
    const address = `export-${database}@example.com`;

    const form = (
      await post('/api/forms', {
        name: 'Newsletter',
        fields: [
          { key: 'email', type: 'email', label: 'Email' },
          { key: 'firstName', type: 'text', label: 'First name' },
          { key: 'custom:plan', type: 'choice', label: 'Plan', options: ['Basic', 'Pro'] },
        ],
        consent: { text: CONSENT, required: true },
        tags: ['newsletter'],
        leadSource: 'Website form',
        doubleOptIn: false,
        thankYouMessage: 'Thanks!',
      })
    ).form as { id: number; publicId: string };
    const template = (
      await post('/api/email-templates', {
        name: 'Welcome',
        subject: 'Welcome aboard',
        content: `<p>Hello</p><p><a href="${OFFER}">Offer</a></p>`,
        templateType: 'welcome',
      })
    ).template.id as number;
    const workflow = (
      await post('/api/automation-workflows', {
        name: 'Welcome series',
        trigger: 'form_submission',
        isActive: true,
        steps: JSON.stringify({
          version: 2,
          trigger: { formId: form.id },
          steps: [{ id: 'hello', type: 'send_email', templateId: template }],
        }),
      })
    ).workflow.id as number;

    const submitted = await server.request('POST', `/f/${form.publicId}`, {
      body: new URLSearchParams({
        _t: await servedToken(),
        email: address,
        firstName: 'Erin',
        'custom:plan': 'Pro',
        consent: 'on',
      }).toString(),
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'User-Agent': 'ExportTest/1.0',
      },
    });
    expect(submitted.status, submitted.text).toBe(200);
    await waitFor(
      () => {
        wakeWorkers(JOBS_QUEUE);
        return mailsTo(address).some((m) => m.parsed.subject === 'Welcome aboard');
      },
      { what: 'the workflow email' },
    );
    const contact = (
      await server.get(`/api/contacts?q=${encodeURIComponent(address)}&limit=10`, as)
    ).body.contacts[0] as { id: number };

    const campaign = (
      await post('/api/campaigns', {
        name: 'Spring launch',
        subject: 'Spring is here',
        content: `<p>Hi</p><p><a href="${OFFER}">Offer</a></p>`,
      })
    ).campaign.id as number;
    await post(`/api/campaigns/${campaign}/contacts`, { contactId: contact.id });
    await post(`/api/campaigns/${campaign}/send`, undefined, 202);
    await waitFor(() => mailsTo(address).some((m) => m.parsed.subject === 'Spring is here'), {
      what: 'the campaign email',
    });
    // The campaign email opened and clicked, the workflow email clicked, through their mail links.
    expect((await server.get(linkIn(address, 'Spring is here', '/t/o/'))).status).toBe(200);
    expect((await server.get(linkIn(address, 'Spring is here', '/t/c/'))).status).toBe(302);
    expect((await server.get(linkIn(address, 'Welcome aboard', '/t/c/'))).status).toBe(302);
    await flushEngagement(server);

    const res = await server.get(`/api/contacts/${contact.id}/export`, as);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="contact-${contact.id}.json"`,
    );
    expect(res.headers.get('content-type')).toContain('application/json');
    const parsed = v.safeParse(ContactExportSchema, res.body);
    expect(parsed.success, JSON.stringify(parsed.issues)).toBe(true);
    const data = res.body as v.InferOutput<typeof ContactExportSchema>;

    expect(data.contact).toMatchObject({
      id: contact.id,
      email: address,
      firstName: 'Erin',
      status: 'subscriber',
      tags: ['newsletter'],
      leadSource: 'Website form',
      customFields: { plan: 'Pro' },
    });
    expect(data.consents).toHaveLength(1);
    expect(data.consents[0]).toMatchObject({
      kind: 'subscribe',
      formId: form.id,
      consentText: CONSENT,
      email: address,
      userAgent: 'ExportTest/1.0',
    });
    expect(data.formSubmissions).toHaveLength(1);
    expect(data.formSubmissions[0]).toMatchObject({ formId: form.id, formName: 'Newsletter' });
    expect(data.formSubmissions[0]!.answers).toMatchObject({ email: address, firstName: 'Erin' });

    expect(data.campaignEmails).toHaveLength(1);
    const [sent] = data.campaignEmails;
    expect(sent).toMatchObject({
      campaignId: campaign,
      campaignName: 'Spring launch',
      subject: 'Spring is here',
      email: address,
      status: 'sent',
      openCount: 1,
      clickCount: 1,
    });
    expect(sent!.sentAt).not.toBeNull();
    expect(sent!.firstOpenedAt).not.toBeNull();
    expect(sent!.firstClickedAt).not.toBeNull();
    expect(sent!.events.map((e) => [e.type, e.url])).toEqual([
      ['open', null],
      ['click', OFFER],
    ]);

    expect(data.workflowEmails).toEqual([
      {
        workflowId: workflow,
        workflowName: 'Welcome series',
        stepId: 'hello',
        templateId: template,
        sentAt: expect.any(String),
        opened: true,
        clicked: true,
      },
    ]);
    // The workflow email's click is the one event with no campaign email.
    expect(data.otherEvents.map((e) => [e.type, e.url])).toEqual([['click', OFFER]]);

    // Another account's request for the contact finds nothing.
    const stranger = await server.registerUser();
    const other = await server.get(`/api/contacts/${contact.id}/export`, {
      token: stranger.token,
    });
    expect(other.status).toBe(404);
    expect(other.text).not.toContain(address);
    expect((await server.get(`/api/contacts/${contact.id}/export`)).status).toBe(401);
  });

  it('exports a contact with nothing but its fields as a well-formed file', async () => {
    const { token } = await server.registerUser();
    const created = await server.post(
      '/api/contacts',
      { firstName: 'Quiet', lastName: 'One', email: `quiet-${database}@example.com` },
      { token },
    );
    const id = created.body.contact.id as number;
    const res = await server.get(`/api/contacts/${id}/export`, { token });
    expect(res.status).toBe(200);
    expect(v.safeParse(ContactExportSchema, res.body).success).toBe(true);
    expect(res.body).toMatchObject({
      contact: { id, firstName: 'Quiet', lastName: 'One', tags: [], customFields: {} },
      statusChanges: [],
      consents: [],
      formSubmissions: [],
      campaignEmails: [],
      workflowEmails: [],
      otherEvents: [],
      deals: [],
    });
    expect((await server.get('/api/contacts/999999999/export', { token })).status).toBe(404);
    const bad = await server.get('/api/contacts/abc/export', { token });
    expect(bad.status).toBe(404);
    expect(bad.body.message).toBe('Contact not found');
  });

  it("lists the deals the contact is on, with their stage's name, and no one else's", async () => {
    const { token } = await server.registerUser();
    const as = { token };
    const post = async (path: string, json: unknown) => {
      const res = await server.post(path, json, as);
      expect(res.status, res.text).toBe(201);
      return res.body;
    };
    const contactOf = async (firstName: string) =>
      (
        await post('/api/contacts', {
          firstName,
          lastName: 'Deal',
          email: `${firstName.toLowerCase()}-deals-${database}@example.com`,
        })
      ).contact.id as number;
    const ada = await contactOf('Ada');
    const bo = await contactOf('Bo');
    const stages = (await server.get('/api/pipeline/stages', as)).body.stages as {
      id: number;
      name: string;
    }[];
    const renewal = (
      await post('/api/deals', {
        name: 'Acme renewal',
        valueCents: 125_000,
        currency: 'eur',
        expectedClose: '2027-03-31',
        stageId: stages[1]!.id,
        contactIds: [ada, bo],
      })
    ).deal.id as number;
    const pilot = (await post('/api/deals', { name: 'Pilot', valueCents: 900, contactIds: [ada] }))
      .deal.id as number;
    const lost = await server.patch(
      `/api/deals/${pilot}`,
      { status: 'lost', lostReason: 'Budget' },
      as,
    );
    expect(lost.status, lost.text).toBe(200);
    await post('/api/deals', { name: 'Bo only', contactIds: [bo] });
    await post('/api/deals', { name: 'Nobody' });

    const res = await server.get(`/api/contacts/${ada}/export`, as);
    expect(res.status).toBe(200);
    const parsed = v.safeParse(ContactExportSchema, res.body);
    expect(parsed.success, JSON.stringify(parsed.issues)).toBe(true);
    expect(res.body.deals).toEqual([
      {
        dealId: renewal,
        name: 'Acme renewal',
        valueCents: 125_000,
        currency: 'EUR',
        stageName: stages[1]!.name,
        status: 'open',
        expectedClose: '2027-03-31',
        lostReason: null,
      },
      {
        dealId: pilot,
        name: 'Pilot',
        valueCents: 900,
        currency: 'USD',
        stageName: stages[0]!.name,
        status: 'lost',
        expectedClose: null,
        lostReason: 'Budget',
      },
    ]);
  });
});
