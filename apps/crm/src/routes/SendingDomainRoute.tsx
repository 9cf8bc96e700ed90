import { SendingDomainScreen } from '../features/domains/components/SendingDomainScreen';

/** `/sending-domain`. */
export function SendingDomainRoute() {
  return <SendingDomainScreen />;
}
