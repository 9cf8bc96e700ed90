import { ConfirmEmailScreen } from '../features/profile/components/ConfirmEmailScreen';

/** `/confirm-email?token=`: where an email change link opens. */
export function ConfirmEmailRoute() {
  return <ConfirmEmailScreen />;
}
