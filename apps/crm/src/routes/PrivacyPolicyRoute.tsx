import { PrivacyPolicy } from '../features/site/components/PrivacyPolicy';

/** `/privacy-policy`. */
export function PrivacyPolicyRoute() {
  return <PrivacyPolicy />;
}
