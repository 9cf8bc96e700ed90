import { FormsScreen } from '../features/forms/components/FormsScreen';
import { TemplateEditorDialog } from '../features/templates/components/TemplateEditorDialog';

/** `/forms`: the signup forms area (issue 28), with the templates area's dialog composed in. */
export function FormsRoute() {
  return <FormsScreen EmailDesigner={TemplateEditorDialog} />;
}
