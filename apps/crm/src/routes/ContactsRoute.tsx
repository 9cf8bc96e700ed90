import { CompanyLink } from '../features/companies/components/CompanyLink';
import { ComposeEmailDialog } from '../features/contactEmail/components/ComposeEmailDialog';
import { ContactsScreen } from '../features/contacts/components/ContactsScreen';
import { ImportExportDialog } from '../features/transfer/components/ImportExportDialog';

/**
 * `/contacts`: the Contacts screen (spec section 2), with the transfer area's Import/Export, the
 * contactEmail area's Compose Email and the companies area's links composed in (features do not
 * import each other).
 */
export function ContactsRoute() {
  return (
    <ContactsScreen
      TransferDialog={ImportExportDialog}
      EmailDialog={ComposeEmailDialog}
      renderCompany={(company) => <CompanyLink {...company} />}
    />
  );
}
