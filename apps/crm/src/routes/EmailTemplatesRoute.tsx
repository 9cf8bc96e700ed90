import { ComingSoonCard } from '../features/site/components/ComingSoonCard';

/** Placeholder until the Email Templates screen lands (a separate issue). */
export function EmailTemplatesRoute() {
  return <ComingSoonCard screen="Email Templates" />;
}
