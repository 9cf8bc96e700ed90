import { useParams } from 'react-router-dom';
import { CompanyPage } from '../features/companies/components/CompanyPage';
import { NotFoundCard } from '../features/site/components/NotFoundCard';

/** `/companies/:id`: one company's page (issue 32 §2); an id that cannot be one is not found. */
export function CompanyRoute() {
  const { id = '' } = useParams();
  if (!/^[1-9]\d{0,9}$/.test(id)) return <NotFoundCard />;
  return <CompanyPage key={id} companyId={Number(id)} />;
}
