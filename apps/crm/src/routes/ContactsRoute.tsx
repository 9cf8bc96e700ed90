import { ComingSoonCard } from '../features/site/components/ComingSoonCard';

/** Placeholder until the Contacts screen lands (a separate issue). */
export function ContactsRoute() {
  return <ComingSoonCard screen="Contacts" />;
}
