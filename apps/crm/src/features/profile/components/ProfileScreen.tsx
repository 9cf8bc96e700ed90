import { useNavigate } from 'react-router-dom';
import {
  Avatar,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  TextField,
} from '@crm/ui';
import { downloadUrl, planOfTier, ProfileUpdateInputSchema } from '@crm/api-client';
import { useApiClient, useAuth, useUpdateProfile } from '@crm/api-client/react';
import { paths } from '../../../config/paths';
import { useDialogState } from '../../../hooks/useDialogState';
import { useForm } from '../../../hooks/useForm';
import { useToastMutation } from '../../../hooks/useToastMutation';
import { formatDate } from '../../../lib/formatDate';
import * as formStyles from '../../../styles/form.css';
import * as screen from '../../../styles/screen.css';
import { ChangeEmailDialog } from './ChangeEmailDialog';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/** The account's name, editable: saved with its own button. */
function NameForm({ name }: { name: string }) {
  const form = useForm(ProfileUpdateInputSchema, { name });
  const update = useToastMutation(useUpdateProfile(), {
    success: { title: 'Profile updated', description: 'Your name has been saved.' },
    error: 'Failed to update profile',
  });
  const submit = form.handleSubmit(async (input) => {
    await update.mutateAsync(input);
  });
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label="Name">
      <TextField label="Name" autoComplete="name" {...form.field('name')} />
      <div className={formStyles.actions}>
        <Button type="submit" variant="secondary" isDisabled={form.isSubmitting || !form.isDirty}>
          {form.isSubmitting ? 'Saving...' : 'Save name'}
        </Button>
      </div>
    </form>
  );
}

/** Profile (spec section 2): account fields with their fallbacks, quick actions, subscription. */
export function ProfileScreen() {
  const { user } = useAuth();
  const client = useApiClient();
  const navigate = useNavigate();
  const dialogs = useDialogState<{ kind: 'email' } | { kind: 'delete' }>();
  const name = user?.name || 'User';
  // The plan's own name, as Billing shows it: the tier is only the server's code for the plan.
  const plan = planOfTier(user?.subscriptionTier ?? 'free').name;

  return (
    <div className={screen.stack}>
      <Card>
        <CardContent>
          <div className={screen.row}>
            <Avatar name={name} size="lg" />
            <div>
              <h2 className={screen.sectionTitle}>{name}</h2>
              <p className={screen.muted}>{user?.email}</p>
            </div>
            <Badge tone="blue">{plan} plan</Badge>
          </div>
        </CardContent>
      </Card>
      <div className={screen.wideGrid}>
        <Card>
          <CardHeader>
            <CardTitle level={2}>Account Information</CardTitle>
            <CardDescription>Details of your Beacon CRM account</CardDescription>
          </CardHeader>
          <CardContent>
            <div className={screen.stack}>
              <NameForm key={user?.name ?? ''} name={user?.name ?? ''} />
              <TextField label="User ID" value={String(user?.id ?? '')} isReadOnly />
              <TextField label="Username" value={user?.username || user?.email || ''} isReadOnly />
              <TextField label="Email" value={user?.email ?? ''} isReadOnly />
              <Button variant="secondary" onPress={() => dialogs.open({ kind: 'email' })}>
                Change email
              </Button>
              <TextField
                label="Member Since"
                value={formatDate(user?.createdAt, 'month-year')}
                isReadOnly
              />
            </div>
          </CardContent>
        </Card>
        <div className={screen.stack}>
          <Card>
            <CardHeader>
              <CardTitle level={2}>Quick Actions</CardTitle>
            </CardHeader>
            <CardContent>
              <div className={screen.stack}>
                <Button variant="secondary" onPress={() => navigate(paths.changePassword)}>
                  Change Password
                </Button>
                <Button variant="secondary" onPress={() => navigate(paths.billing)}>
                  View Billing
                </Button>
                <Button variant="secondary" onPress={() => navigate(paths.contacts)}>
                  Manage Contacts
                </Button>
              </div>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle level={2}>Subscription Details</CardTitle>
              <CardDescription>Your current plan</CardDescription>
            </CardHeader>
            <CardContent>
              <div className={screen.stack}>
                <div className={screen.row}>
                  <span>Plan:</span>
                  <Badge tone="blue">{plan}</Badge>
                </div>
                <Button onPress={() => navigate(paths.billing)}>Manage Subscription</Button>
              </div>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle level={2}>Your Data</CardTitle>
              <CardDescription>A copy of everything, or the account gone for good</CardDescription>
            </CardHeader>
            <CardContent>
              <div className={screen.stack}>
                <Button
                  variant="secondary"
                  onPress={() =>
                    downloadUrl(
                      client.profileExportUrl(),
                      `beacon-crm-${user?.username ?? 'data'}.json`,
                    )
                  }
                >
                  Download my data
                </Button>
                <Button variant="destructive" onPress={() => dialogs.open({ kind: 'delete' })}>
                  Delete account
                </Button>
              </div>
            </CardContent>
          </Card>
        </div>
      </div>
      {dialogs.dialog?.kind === 'email' && (
        <ChangeEmailDialog key={dialogs.opened} {...dialogs.modal} />
      )}
      {dialogs.dialog?.kind === 'delete' && (
        <DeleteAccountDialog
          key={dialogs.opened}
          {...dialogs.modal}
          onDeleted={() => navigate(paths.logout, { replace: true })}
        />
      )}
    </div>
  );
}
