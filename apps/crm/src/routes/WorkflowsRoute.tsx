import { WorkflowsScreen } from '../features/workflows/components/WorkflowsScreen';

/** `/automation`: the Automation screen, the workflows area. */
export function WorkflowsRoute() {
  return <WorkflowsScreen />;
}
