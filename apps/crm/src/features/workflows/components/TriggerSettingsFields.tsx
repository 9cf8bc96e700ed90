import { Select, SelectItem, Switch, TextField } from '@crm/ui';
import type { TriggerSettings, TriggerType } from '@crm/api-client';
import { useCampaigns } from '@crm/api-client/react';

export interface TriggerSettingsFieldsProps {
  trigger: TriggerType;
  settings: TriggerSettings;
  onChange: (settings: TriggerSettings) => void;
}

const ANY_CAMPAIGN = 'any';

/**
 * What the workflow's trigger waits for: which tag, which campaign's opens or clicks and which
 * link, whether imported contacts enter. A setting left empty takes any.
 */
export function TriggerSettingsFields({ trigger, settings, onChange }: TriggerSettingsFieldsProps) {
  const engagement = trigger === 'email_opened' || trigger === 'link_clicked';
  const campaigns = useCampaigns({ enabled: engagement });
  const set = (change: Partial<TriggerSettings>) => onChange({ ...settings, ...change });
  return (
    <>
      {trigger === 'tag_added' && (
        <TextField
          label="Tag that starts the workflow"
          description="Leave empty to start on any tag."
          value={settings.tag ?? ''}
          onChange={(tag) => set({ tag: tag.trim() ? tag : undefined })}
        />
      )}
      {(trigger === 'contact_added' || trigger === 'subscription_started') && (
        <Switch
          isSelected={settings.includeImported !== false}
          onChange={(includeImported) => set({ includeImported })}
        >
          Imported contacts enter too
        </Switch>
      )}
      {engagement && (
        <Select
          label={trigger === 'email_opened' ? 'Opened email of' : 'Clicked link in'}
          selectedKey={
            settings.campaignId === undefined ? ANY_CAMPAIGN : String(settings.campaignId)
          }
          onSelectionChange={(key) =>
            set({ campaignId: key === ANY_CAMPAIGN ? undefined : Number(key) })
          }
        >
          {[
            <SelectItem key={ANY_CAMPAIGN} id={ANY_CAMPAIGN}>
              Any campaign
            </SelectItem>,
            ...(campaigns.data ?? []).map((campaign) => (
              <SelectItem key={campaign.id} id={String(campaign.id)}>
                {campaign.name}
              </SelectItem>
            )),
          ]}
        </Select>
      )}
      {trigger === 'link_clicked' && (
        <TextField
          label="Link contains"
          description="Part of the link's address, such as /pricing. Leave empty to start on any link."
          value={settings.linkContains ?? ''}
          onChange={(text) => set({ linkContains: text.trim() ? text : undefined })}
        />
      )}
    </>
  );
}
