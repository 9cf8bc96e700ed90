import { Badge, Button, EmptyState, Spinner } from '@crm/ui';
import type { Deal, DealCompany, DealContact } from '@crm/api-client';
import { useCompany, useContact, useDeals, usePipelineStages } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import { ShowMoreButton } from '../../../components/ShowMoreButton';
import { useDialogState } from '../../../hooks/useDialogState';
import { formatDate } from '../../../lib/formatDate';
import { formatMoney } from '../../../lib/dealMoney';
import { DEAL_STATUS_BADGE } from '../lib/dealStatusBadge';
import { DealDialog } from './DealDialog';
import * as styles from './RecordDeals.css';

export interface RecordDealsProps {
  /** Whose deals: one contact's or one company's. */
  filter: { contactId: number } | { companyId: number };
  /** What a deal added here starts with: this contact, or this company. */
  onThis: { contact?: DealContact; company?: DealCompany };
}

type Dialog = { kind: 'add' } | { kind: 'edit'; deal: Deal };

/**
 * A contact's or a company's deals (issue 32 §3), open ones by stage, with their value and expected
 * close; a deal opens to be edited, and "Add deal" starts one with this contact or company on it.
 */
export function RecordDeals({ filter, onThis }: RecordDealsProps) {
  const deals = useDeals(filter);
  const stages = usePipelineStages();
  const dialogs = useDialogState<Dialog>();
  const rows = deals.data?.rows ?? [];
  const stageName = new Map((stages.data ?? []).map((s) => [s.id, s.name]));
  const headingId =
    'contactId' in filter
      ? `deals-contact-${filter.contactId}`
      : `deals-company-${filter.companyId}`;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 className={styles.heading} id={headingId}>
          Deals
        </h2>
        <Button
          variant="secondary"
          size="sm"
          isDisabled={!stages.data}
          onPress={() => dialogs.open({ kind: 'add' })}
        >
          Add deal
        </Button>
      </div>
      {deals.isError && <LoadError message="Failed to load deals" />}
      {deals.isPending && !deals.isError && <Spinner aria-label="Loading deals" />}
      {deals.isSuccess && rows.length === 0 && <EmptyState size="sm" title="No deals yet" />}
      {rows.length > 0 && (
        <ul className={styles.list} aria-labelledby={headingId}>
          {rows.map((deal) => (
            <li key={deal.id} className={styles.item}>
              <button
                type="button"
                className={styles.name}
                onClick={() => dialogs.open({ kind: 'edit', deal })}
              >
                {deal.name}
              </button>
              <span className={styles.meta}>
                {formatMoney(deal.valueCents, deal.currency)}
                {deal.status === 'open' && ` · ${stageName.get(deal.stageId) ?? 'Stage'}`}
                {deal.status === 'open' &&
                  deal.expectedClose &&
                  ` · closes ${formatDate(`${deal.expectedClose}T12:00:00Z`)}`}
              </span>
              {deal.status !== 'open' && (
                <Badge tone={DEAL_STATUS_BADGE[deal.status].tone}>
                  {DEAL_STATUS_BADGE[deal.status].text}
                </Badge>
              )}
            </li>
          ))}
        </ul>
      )}
      {deals.hasNextPage && (
        <ShowMoreButton
          shown={rows.length}
          total={deals.data?.total ?? rows.length}
          isLoading={deals.isFetchingNextPage}
          onPress={() => void deals.fetchNextPage()}
        />
      )}
      {dialogs.dialog?.kind === 'add' && stages.data && (
        <DealDialog key={dialogs.opened} {...dialogs.modal} stages={stages.data} {...onThis} />
      )}
      {dialogs.dialog?.kind === 'edit' && stages.data && (
        <DealDialog
          key={dialogs.opened}
          {...dialogs.modal}
          stages={stages.data}
          deal={dialogs.dialog.deal}
        />
      )}
    </section>
  );
}

/** A contact's deals, on their page; a deal added there starts with them. */
export function ContactDeals({ contactId }: { contactId: number }) {
  const contact = useContact(contactId).data;
  const onThis = contact
    ? {
        contact: {
          id: contact.id,
          name: `${contact.firstName} ${contact.lastName}`.trim() || contact.email,
          email: contact.email,
        },
      }
    : {};
  return <RecordDeals filter={{ contactId }} onThis={onThis} />;
}

/** A company's deals, on its page; a deal added there is the company's. */
export function CompanyDeals({ companyId }: { companyId: number }) {
  const company = useCompany(companyId).data;
  const onThis = company ? { company: { id: company.id, name: company.name } } : {};
  return <RecordDeals filter={{ companyId }} onThis={onThis} />;
}
