import { Card, CardContent } from '@crm/ui';
import { useParams } from 'react-router-dom';
import { CompanyLink } from '../features/companies/components/CompanyLink';
import { ContactPage } from '../features/contacts/components/ContactPage';
import { ContactDeals } from '../features/deals/components/RecordDeals';
import { ContactNotes } from '../features/notes/components/ContactNotes';
import { NotFoundCard } from '../features/site/components/NotFoundCard';
import { ContactTasks } from '../features/tasks/components/ContactTasks';

/** `/contacts/:id`: one contact's page (issue 32 §1); an id that cannot be one is not found. */
export function ContactRoute() {
  const { id = '' } = useParams();
  if (!/^[1-9]\d{0,9}$/.test(id)) return <NotFoundCard inShell />;
  const contactId = Number(id);
  return (
    <ContactPage
      key={id}
      contactId={contactId}
      renderCompany={(company) => <CompanyLink {...company} />}
      sections={
        <>
          <Card>
            <CardContent>
              <ContactDeals contactId={contactId} />
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <ContactTasks contactId={contactId} />
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <ContactNotes contactId={contactId} />
            </CardContent>
          </Card>
        </>
      }
    />
  );
}
