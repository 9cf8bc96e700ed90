import type { EmailDesignerProps } from '../features/workflows/components/StepSettings';
import { WorkflowsScreen } from '../features/workflows/components/WorkflowsScreen';
import { TemplateEditorDialog } from '../features/templates/components/TemplateEditorDialog';
import { draftOf, NEW_TEMPLATE_DRAFT } from '../lib/templateDraft';

/**
 * A workflow step's email, designed in place: the templates area's one dialog, on a new template
 * named for the step or on the step's saved one.
 */
export function WorkflowEmailDesigner({ template, name, ...props }: EmailDesignerProps) {
  return (
    <TemplateEditorDialog
      {...props}
      draft={template ? draftOf(template) : { ...NEW_TEMPLATE_DRAFT, name }}
    />
  );
}

/** `/automation`: the Automation screen, the workflows area, with the templates area's designer. */
export function WorkflowsRoute() {
  return <WorkflowsScreen EmailDesigner={WorkflowEmailDesigner} />;
}
