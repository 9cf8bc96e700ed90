import { Card, CardContent } from '@crm/ui';
import { useParams } from 'react-router-dom';
import { CompanyLink } from '../features/companies/components/CompanyLink';
import { ContactPage } from '../features/contacts/components/ContactPage';
import { ContactDeals } from '../features/deals/components/RecordDeals';
import { RecordNotes } from '../features/notes/components/RecordNotes';
import { DealSectionsProvider } from '../features/deals/components/DealSections';
import { NotFoundCard } from '../features/site/components/NotFoundCard';
import { RecordTasks } from '../features/tasks/components/RecordTasks';
import { dealSections } from './dealSections';

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
              <DealSectionsProvider value={dealSections}>
                <ContactDeals contactId={contactId} />
              </DealSectionsProvider>
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <RecordTasks record={{ contactId }} />
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <RecordNotes record={{ contactId }} />
            </CardContent>
          </Card>
        </>
      }
    />
  );
}
