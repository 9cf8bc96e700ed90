import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { campaignKeys } from '@crm/api-client';
import { useCampaignProgress } from '@crm/api-client/react';
import { SendProgressBar } from '../../../components/SendProgressBar';

/**
 * The live progress bar of a campaign that is sending, read again every 2 s. When the send ends
 * the campaigns refetch, so the row shows its new status and counts.
 */
export function CampaignSendProgress({ campaignId, name }: { campaignId: number; name: string }) {
  const progress = useCampaignProgress(campaignId);
  const queryClient = useQueryClient();
  const status = progress.data?.status;
  useEffect(() => {
    if (status && status !== 'sending')
      void queryClient.invalidateQueries({ queryKey: campaignKeys.all });
  }, [status, queryClient]);
  if (!progress.data) return null;
  return <SendProgressBar progress={progress.data.progress} label={`Sending ${name}`} />;
}
