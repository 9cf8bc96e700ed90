import { TemplatesScreen } from '../features/templates/components/TemplatesScreen';

/** `/email-templates`. */
export function EmailTemplatesRoute() {
  return <TemplatesScreen />;
}
