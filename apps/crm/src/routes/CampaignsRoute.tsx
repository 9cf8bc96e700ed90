import type { DialogStateProps } from '../hooks/useDialogState';
import { CampaignsScreen } from '../features/campaigns/components/CampaignsScreen';
import { TemplateEditorDialog } from '../features/templates/components/TemplateEditorDialog';

/** The Campaigns page's Create Email Template: the templates area's one dialog, as that page asks. */
function CampaignTemplateDialog(props: DialogStateProps) {
  return <TemplateEditorDialog {...props} context="campaigns" />;
}

/** `/campaigns`: the campaigns screen, with the templates area's dialog composed in. */
export function CampaignsRoute() {
  return <CampaignsScreen CreateTemplateDialog={CampaignTemplateDialog} />;
}
