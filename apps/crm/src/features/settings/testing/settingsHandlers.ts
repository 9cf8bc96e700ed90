import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import {
  type TestAddress,
  parseInput,
  SenderSettingsSchema,
  type SenderSettings,
  type SettingsResponse,
} from '@crm/api-client';

export const UNSET_SENDER: SenderSettings = {
  fromName: null,
  fromEmail: null,
  replyTo: null,
  postalAddress: null,
};

export const BAKERY_SENDER: SenderSettings = {
  fromName: "Rosie's Bakery",
  fromEmail: 'hello@rosies.example',
  replyTo: 'rosie@rosies.example',
  postalAddress: '12 Main Street\nSpringfield, IL 62701',
};

const DEFAULTS = { fromName: 'Beacon CRM', fromEmail: 'no-reply@beacon.test' };

/** The From the server makes of the settings (the account's over the default). */
function answer(settings: SenderSettings): SettingsResponse {
  const name = settings.fromName ?? DEFAULTS.fromName;
  const email = settings.fromEmail ?? DEFAULTS.fromEmail;
  const from =
    settings.fromName || settings.fromEmail
      ? `"${name}" <${email}>`
      : `${DEFAULTS.fromName} <${DEFAULTS.fromEmail}>`;
  return { settings, defaults: DEFAULTS, from };
}

export interface SettingsHandlerOptions {
  /** @default UNSET_SENDER */
  settings?: SenderSettings;
  /** Answer the save with this status and message instead. */
  saveError?: { status: number; message: string; field?: string };
  /** `GET /api/settings` fails. */
  loadError?: boolean;
  /**
   * The account's test addresses.
   * @default []
   */
  testAddresses?: TestAddress[];
}

/** `/api/settings` as the server answers it, the saved identity kept for the next read. */
export function settingsHandlers(options: SettingsHandlerOptions = {}): RequestHandler[] {
  let current = options.settings ?? UNSET_SENDER;
  let addresses = options.testAddresses ?? [];
  return [
    http.get('/api/campaigns/test-addresses', () => HttpResponse.json({ addresses })),
    http.delete('/api/campaigns/test-addresses/:email', ({ params }) => {
      const email = decodeURIComponent(String(params.email));
      if (!addresses.some((address) => address.email === email))
        return HttpResponse.json({ message: 'Test address not found' }, { status: 404 });
      addresses = addresses.filter((address) => address.email !== email);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('/api/settings', () =>
      options.loadError
        ? HttpResponse.json({ message: 'Server error' }, { status: 500 })
        : HttpResponse.json(answer(current)),
    ),
    http.put('/api/settings', async ({ request }) => {
      await delay(50);
      if (options.saveError) {
        const { status, ...body } = options.saveError;
        return HttpResponse.json(body, { status });
      }
      const parsed = parseInput(SenderSettingsSchema, await request.json());
      if (!parsed.success)
        return HttpResponse.json({ message: 'Invalid settings' }, { status: 400 });
      current = parsed.output;
      return HttpResponse.json(answer(current));
    }),
  ];
}
