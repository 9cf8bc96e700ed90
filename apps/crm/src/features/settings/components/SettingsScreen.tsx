import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Link,
  Skeleton,
  TextArea,
  TextField,
} from '@crm/ui';
import {
  isApiError,
  SenderSettingsSchema,
  type SenderSettingsForm,
  type SettingsResponse,
} from '@crm/api-client';
import { useSaveSettings, useSettings } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import { paths } from '../../../config/paths';
import { useForm } from '../../../hooks/useForm';
import { useToastMutation } from '../../../hooks/useToastMutation';
import * as formStyles from '../../../styles/form.css';
import * as screen from '../../../styles/screen.css';
import { ErasePeopleCard } from './ErasePeopleCard';
import { ImageStorageCard } from './ImageStorageCard';
import { TestAddressesCard } from './TestAddressesCard';

export const SETTINGS_LOAD_ERROR = 'Error loading your settings. Please try again.';

const FIELDS = ['fromName', 'fromEmail', 'replyTo', 'postalAddress'] as const;

function SenderForm({ data }: { data: SettingsResponse }) {
  const initial: SenderSettingsForm = {
    fromName: data.settings.fromName ?? '',
    fromEmail: data.settings.fromEmail ?? '',
    replyTo: data.settings.replyTo ?? '',
    postalAddress: data.settings.postalAddress ?? '',
  };
  const form = useForm(SenderSettingsSchema, initial);
  const save = useToastMutation(useSaveSettings(), {
    success: (saved) => ({
      title: 'Settings saved',
      description: `Your email is sent as ${saved.from}.`,
    }),
    error: 'Failed to save settings',
  });

  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
    } catch (error) {
      // The server's own check of a field (the contract's): shown on that field, as well as the toast.
      if (isApiError(error) && error.field && (FIELDS as readonly string[]).includes(error.field))
        form.setError(error.field, error.serverMessage ?? 'Please check this field');
      throw error;
    }
  });

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label="Sender">
      <TextField
        label="From name"
        description={`The name people see in their inbox, such as your business's name. Empty: ${data.defaults.fromName}.`}
        autoComplete="organization"
        {...form.field('fromName')}
      />
      <TextField
        label="From address"
        type="email"
        description={`The address your email comes from. Empty: ${data.defaults.fromEmail}.`}
        autoComplete="email"
        {...form.field('fromEmail')}
      />
      <TextField
        label="Reply-To address"
        type="email"
        description="Where replies go, when not to the From address."
        {...form.field('replyTo')}
      />
      <TextArea
        label="Postal address"
        rows={3}
        description="Shown at the foot of every campaign and test email. The law asks marketing email to carry one (CAN-SPAM)."
        autoComplete="street-address"
        {...form.field('postalAddress')}
      />
      <p className={formStyles.hint} aria-live="polite">
        Your email is sent as <strong>{data.from}</strong>
      </p>
      <div className={formStyles.actions}>
        <Button type="submit" isDisabled={form.isSubmitting || !form.isDirty}>
          {form.isSubmitting ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>
    </form>
  );
}

/**
 * Settings (issue 24 §3): the account's own sender identity, used for every campaign, test send
 * and Compose Email, the addresses test sends may go to, the storage its images use, the way
 * to the Sending domain page, the erasure of people by address and the way to the audit log. The server's environment keeps only the defaults and the SMTP server.
 */
export function SettingsScreen() {
  const settings = useSettings();
  return (
    <div className={screen.stack}>
      <Card>
        <CardHeader>
          <CardTitle level={2}>Sender</CardTitle>
          <CardDescription>Who your email is from, and where replies go</CardDescription>
        </CardHeader>
        <CardContent>
          {settings.isError ? (
            <LoadError message={SETTINGS_LOAD_ERROR} />
          ) : !settings.data ? (
            <Skeleton height="24rem" />
          ) : (
            // Saved values become the form's new starting point (and what "dirty" compares to).
            <SenderForm key={settings.dataUpdatedAt} data={settings.data} />
          )}
        </CardContent>
      </Card>
      <TestAddressesCard />
      <ImageStorageCard />
      <Card>
        <CardHeader>
          <CardTitle level={2}>Sending domain</CardTitle>
          <CardDescription>
            Whether your domain&apos;s DNS records let mailbox providers trust your email
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Link href={paths.sendingDomain}>Check your sending domain</Link>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle level={2}>API keys</CardTitle>
          <CardDescription>
            Keys that let your shop, forms or automation tools use your account
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Link href={paths.apiKeys}>Manage API keys</Link>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle level={2}>Webhooks</CardTitle>
          <CardDescription>
            Events posted to your other tools as contacts, forms, campaigns and workflows change
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Link href={paths.webhooks}>Manage webhooks</Link>
        </CardContent>
      </Card>
      <ErasePeopleCard />
      <Card>
        <CardHeader>
          <CardTitle level={2}>Audit log</CardTitle>
          <CardDescription>
            Who signed in, sent, exported or deleted what in your account, and from where
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Link href={paths.auditLog}>View the audit log</Link>
        </CardContent>
      </Card>
    </div>
  );
}
