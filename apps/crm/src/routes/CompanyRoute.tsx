import { Card, CardContent } from '@crm/ui';
import { useParams } from 'react-router-dom';
import { CompanyPage } from '../features/companies/components/CompanyPage';
import { CompanyDeals } from '../features/deals/components/RecordDeals';
import { RecordNotes } from '../features/notes/components/RecordNotes';
import { DealSectionsProvider } from '../features/deals/components/DealSections';
import { NotFoundCard } from '../features/site/components/NotFoundCard';
import { RecordTasks } from '../features/tasks/components/RecordTasks';
import { dealSections } from './dealSections';

/** `/companies/:id`: one company's page (issue 32 §2); an id that cannot be one is not found. */
export function CompanyRoute() {
  const { id = '' } = useParams();
  if (!/^[1-9]\d{0,9}$/.test(id)) return <NotFoundCard inShell />;
  const companyId = Number(id);
  return (
    <CompanyPage
      key={id}
      companyId={companyId}
      sections={
        <>
          <Card>
            <CardContent>
              <DealSectionsProvider value={dealSections}>
                <CompanyDeals companyId={companyId} />
              </DealSectionsProvider>
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <RecordTasks record={{ companyId }} />
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <RecordNotes record={{ companyId }} />
            </CardContent>
          </Card>
        </>
      }
    />
  );
}
