import { NotFoundCard } from '../features/site/components/NotFoundCard';

/** Any path no other route matches.. */
export function NotFoundRoute() {
  return <NotFoundCard />;
}
