import { ProfileScreen } from '../features/profile/components/ProfileScreen';

/** `/profile`. */
export function ProfileRoute() {
  return <ProfileScreen />;
}
