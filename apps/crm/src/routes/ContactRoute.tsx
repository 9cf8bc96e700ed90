import { useParams } from 'react-router-dom';
import { ContactPage } from '../features/contacts/components/ContactPage';
import { NotFoundCard } from '../features/site/components/NotFoundCard';

/** `/contacts/:id`: one contact's page (issue 32 §1); an id that cannot be one is not found. */
export function ContactRoute() {
  const { id = '' } = useParams();
  if (!/^[1-9]\d{0,9}$/.test(id)) return <NotFoundCard />;
  return <ContactPage key={id} contactId={Number(id)} />;
}
