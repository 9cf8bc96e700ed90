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
import { planOfTier } from '@crm/api-client';
import { useAuth } from '@crm/api-client/react';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/formatDate';
import * as screen from '../../../styles/screen.css';

/** Profile (spec section 2): account fields with their fallbacks, quick actions, subscription. */
export function ProfileScreen() {
  const { user } = useAuth();
  const navigate = useNavigate();
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
              <TextField label="User ID" value={String(user?.id ?? '')} isReadOnly />
              <TextField label="Username" value={user?.username || user?.email || ''} isReadOnly />
              <TextField label="Email" value={user?.email ?? ''} isReadOnly />
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
        </div>
      </div>
    </div>
  );
}
