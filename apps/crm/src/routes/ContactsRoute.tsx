import { ContactsScreen } from '../features/contacts/components/ContactsScreen';

/** `/contacts`: the Contacts screen (spec section 2). */
export function ContactsRoute() {
  return <ContactsScreen />;
}
