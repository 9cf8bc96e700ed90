import { WebhooksScreen } from '../features/webhooks/components/WebhooksScreen';

/** `/settings/webhooks`. */
export function WebhooksRoute() {
  return <WebhooksScreen />;
}
