import { useState } from 'react';
import {
  AlertDialog,
  Button,
  Card,
  CardContent,
  Cell,
  Column,
  EmptyState,
  Link,
  Row,
  RowActions,
  SearchField,
  Table,
  TableBody,
  TableHeader,
  visuallyHidden,
} from '@crm/ui';
import { COMPANIES_PAGE_SIZE, type Company } from '@crm/api-client';
import { useCompanies, useDeleteCompany } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import { useDialogState } from '../../../hooks/useDialogState';
import { useListSearch } from '../../../hooks/useListSearch';
import { PHONE_QUERY, useMediaQuery } from '../../../hooks/useMediaQuery';
import { useToastMutation } from '../../../hooks/useToastMutation';
import { formatCount, formatCountOf } from '../../../lib/formatCount';
import { orDash } from '../../../lib/orDash';
import * as screen from '../../../styles/screen.css';
import { companyPath } from '../../../config/paths';
import { CompanyFormDialog } from './CompanyFormDialog';
import * as styles from './CompaniesScreen.css';

export const COMPANIES_LOAD_ERROR = 'Error loading companies. Please try again.';

const companyRowActions = [
  { id: 'edit', label: 'Edit' },
  { id: 'delete', label: 'Delete', variant: 'destructive' },
] as const;

type CompaniesDialog = { kind: 'add' } | { kind: 'edit' | 'delete'; company: Company };

/**
 * The Companies screen (issue 32 §2): companies by name with their domain, industry, size and
 * contacts, searched on the server (`?q=` in the URL) a page at a time; Add Company, and from each
 * row's menu Edit and Delete (confirmed; its contacts stay).
 */
export function CompaniesScreen() {
  const isPhone = useMediaQuery(PHONE_QUERY);
  const search = useListSearch(['q']);
  const { q } = search.applied;
  const [page, setPage] = useState({ q, offset: 0 });
  // A new search starts at its first page.
  const offset = page.q === q ? page.offset : 0;
  const companies = useCompanies({ q, limit: COMPANIES_PAGE_SIZE, offset });
  const dialogs = useDialogState<CompaniesDialog>();
  const deleteCompany = useToastMutation(useDeleteCompany(), {
    success: 'Company deleted successfully',
    error: 'Failed to delete company',
  });
  const add = () => dialogs.open({ kind: 'add' });
  const { dialog } = dialogs;
  const total = companies.data?.total ?? 0;
  const rows = companies.data?.companies ?? [];

  return (
    <div className={screen.stack}>
      <div className={screen.toolbar}>
        <div className={styles.search}>
          <SearchField
            label="Search companies"
            placeholder="Search companies..."
            value={search.draft.q}
            onChange={(value) => search.setText({ q: value })}
          />
        </div>
        <Button onPress={add}>Add Company</Button>
      </div>
      {companies.isError ? (
        <Card>
          <CardContent>
            <LoadError message={COMPANIES_LOAD_ERROR} />
          </CardContent>
        </Card>
      ) : (
        <Table
          // The phone and desktop column sets differ; React Aria cannot change a column's id in
          // place, so crossing the breakpoint mounts a fresh table.
          key={isPhone ? 'phone' : 'desktop'}
          aria-label="Companies"
        >
          {isPhone ? (
            <TableHeader>
              <Column id="name" isRowHeader>
                Name
              </Column>
              <Column id="actions" width={64}>
                <span className={visuallyHidden}>Actions</span>
              </Column>
            </TableHeader>
          ) : (
            <TableHeader>
              <Column id="name" isRowHeader>
                Name
              </Column>
              <Column id="domain">Domain</Column>
              <Column id="industry">Industry</Column>
              <Column id="size">Size</Column>
              <Column id="contacts">Contacts</Column>
              <Column id="actions" width={64}>
                <span className={visuallyHidden}>Actions</span>
              </Column>
            </TableHeader>
          )}
          <TableBody
            items={rows}
            isLoading={companies.data === undefined}
            dependencies={[isPhone]}
            renderEmptyState={() =>
              q ? (
                <EmptyState title="No companies found" hint="Try another name." />
              ) : (
                <EmptyState
                  title="No companies yet"
                  hint="Add a company, or give a contact a company and it appears here."
                  action={<Button onPress={add}>Add Company</Button>}
                />
              )
            }
          >
            {(company) => {
              const actions = (
                <RowActions
                  rowLabel={company.name}
                  actions={companyRowActions}
                  onAction={(action) => dialogs.open({ kind: action, company })}
                />
              );
              // At phone width one cell holds the name and the details under it, as the other
              // lists do: six columns pushed the page sideways.
              return isPhone ? (
                <Row id={company.id}>
                  <Cell>
                    <Link href={companyPath(company.id)} className={screen.phoneName}>
                      {company.name}
                    </Link>
                    <span className={screen.phoneDetail}>
                      {[
                        formatCountOf(company.contactCount, 'contact', 'contacts'),
                        company.domain,
                        company.industry,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </Cell>
                  <Cell>{actions}</Cell>
                </Row>
              ) : (
                <Row id={company.id}>
                  <Cell>
                    <Link href={companyPath(company.id)}>{company.name}</Link>
                  </Cell>
                  <Cell>{orDash(company.domain)}</Cell>
                  <Cell>{orDash(company.industry)}</Cell>
                  <Cell>{orDash(company.size)}</Cell>
                  <Cell>{formatCount(company.contactCount)}</Cell>
                  <Cell>{actions}</Cell>
                </Row>
              );
            }}
          </TableBody>
        </Table>
      )}
      {total > COMPANIES_PAGE_SIZE && (
        <nav className={styles.pager} aria-label="Pages of companies">
          <span>
            {formatCount(offset + 1)}–{formatCount(Math.min(offset + rows.length, total))} of{' '}
            {formatCount(total)}
          </span>
          <Button
            variant="secondary"
            isDisabled={offset === 0}
            onPress={() => setPage({ q, offset: Math.max(0, offset - COMPANIES_PAGE_SIZE) })}
          >
            Previous
          </Button>
          <Button
            variant="secondary"
            isDisabled={offset + COMPANIES_PAGE_SIZE >= total}
            onPress={() => setPage({ q, offset: offset + COMPANIES_PAGE_SIZE })}
          >
            Next
          </Button>
        </nav>
      )}
      {dialog?.kind === 'add' && <CompanyFormDialog key={dialogs.opened} {...dialogs.modal} />}
      {dialog?.kind === 'edit' && (
        <CompanyFormDialog key={dialogs.opened} {...dialogs.modal} company={dialog.company} />
      )}
      {dialog?.kind === 'delete' && (
        <AlertDialog
          {...dialogs.modal}
          title={`Delete “${dialog.company.name}”?`}
          confirmLabel="Delete"
          onConfirm={() => deleteCompany.mutate(dialog.company.id)}
        >
          This action cannot be undone. The company's contacts stay; they are no longer linked to
          it.
        </AlertDialog>
      )}
    </div>
  );
}
