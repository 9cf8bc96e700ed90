import { ComingSoonCard } from '../features/site/components/ComingSoonCard';

/** Placeholder until the Campaigns screen lands (a separate issue). */
export function CampaignsRoute() {
  return <ComingSoonCard screen="Campaigns" />;
}
