import { AutomationScreen } from '../features/automation/components/AutomationScreen';

/** `/automation`. */
export function AutomationRoute() {
  return <AutomationScreen />;
}
