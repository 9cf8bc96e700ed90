import { CampaignsScreen } from '../features/campaigns/components/CampaignsScreen';

/** `/campaigns`. */
export function CampaignsRoute() {
  return <CampaignsScreen />;
}
