import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { campaignQueries } from '../../campaigns/campaigns.queries';
import type { CampaignAudienceChoiceInput } from '../../campaigns/campaigns.schemas';
import { useApiClient } from '../ApiClientProvider';
import type { ReadHookOptions } from '../ReadHookOptions';
import { useIsSignedIn } from '../useIsSignedIn';

/**
 * How many an audience being chosen would reach now (`POST /api/campaigns/audience/count`). The
 * last count stays shown while the next one loads, so the number does not blink as choices change.
 */
export function useAudienceCount(
  audience: CampaignAudienceChoiceInput,
  campaignId?: number,
  { enabled = true }: ReadHookOptions = {},
) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({
    ...campaignQueries.audienceCount(client, audience, campaignId),
    enabled: signedIn && enabled,
    placeholderData: keepPreviousData,
  });
}
