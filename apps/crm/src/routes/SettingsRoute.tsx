import { SettingsScreen } from '../features/settings/components/SettingsScreen';

/** `/settings`. */
export function SettingsRoute() {
  return <SettingsScreen />;
}
