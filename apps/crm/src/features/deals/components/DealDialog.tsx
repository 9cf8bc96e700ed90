import { type CalendarDate, parseDate } from '@internationalized/date';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  AlertDialog,
  Button,
  DatePicker,
  Dialog,
  Modal,
  SearchField,
  Select,
  SelectItem,
  TextField,
} from '@crm/ui';
import {
  DEFAULT_DEAL_CURRENCY,
  type Deal,
  type DealCompany,
  type DealContact,
  isApiError,
  type PipelineStage,
} from '@crm/api-client';
import { useApiClient, useCreateDeal, useDeleteDeal, useUpdateDeal } from '@crm/api-client/react';
import { FormActions } from '../../../components/FormActions';
import type { DialogStateProps } from '../../../hooks/useDialogState';
import { useToastMutation } from '../../../hooks/useToastMutation';
import * as formStyles from '../../../styles/form.css';
import { formatMoney, parseMoney } from '../../../lib/dealMoney';
import { formatDate } from '../../../lib/formatDate';
import { useDealSections } from './DealSections';
import * as styles from './DealsScreen.css';

export interface DealDialogProps extends DialogStateProps {
  stages: PipelineStage[];
  /** The deal edited; undefined adds one. */
  deal?: Deal;
  /**
   * A new deal's first contact (added from a contact's page).
   * @default none
   */
  contact?: DealContact;
  /**
   * A new deal's company (added from a company's page).
   * @default none
   */
  company?: DealCompany;
  /**
   * The stage a new deal starts in.
   * @default the first stage
   */
  stageId?: number;
}

type Errors = Partial<
  Record<
    | 'name'
    | 'valueCents'
    | 'currency'
    | 'stageId'
    | 'expectedClose'
    | 'contactIds'
    | 'companyId'
    | 'lostReason'
    | 'form',
    string
  >
>;

/** A record found by a search, to put on the deal. */
interface Found {
  id: number;
  /** What its Add button names. */
  label: string;
}

/**
 * Records found by words, five at a time, each with an Add button: the deal's contacts (by name or
 * address) and its company (by name).
 */
function RecordSearch<T extends Found>({
  label,
  description,
  queryKey,
  search,
  chosenIds,
  onAdd,
}: {
  label: string;
  description: string;
  queryKey: string;
  search: (q: string) => Promise<T[]>;
  chosenIds: readonly number[];
  onAdd: (record: T) => void;
}) {
  const [text, setText] = useState('');
  const q = text.trim();
  const found = useQuery({
    queryKey: [queryKey, 'dealSearch', q],
    queryFn: () => search(q),
    enabled: q.length > 0,
  });
  const results = (found.data ?? []).filter((r) => !chosenIds.includes(r.id));
  return (
    <div className={styles.columnHeader}>
      <SearchField label={label} value={text} onChange={setText} description={description} />
      {q && results.length === 0 && !found.isFetching && (
        <span className={styles.cardMeta}>Nothing matches “{q}”</span>
      )}
      {results.length > 0 && (
        <ul className={styles.cards} aria-label={`${label}: found`}>
          {results.map((record) => (
            <li key={record.id}>
              <Button
                variant="secondary"
                size="sm"
                onPress={() => {
                  onAdd(record);
                  setText('');
                }}
              >
                Add {record.label}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Adds or edits a deal: name, value and currency, stage, expected close and its contacts; an
 * open deal is marked won or lost (with a reason) here, a closed one reopened.
 */
export function DealDialog({
  isOpen,
  onOpenChange,
  stages,
  deal,
  stageId,
  contact,
  company: initialCompany,
}: DealDialogProps) {
  const client = useApiClient();
  const [name, setName] = useState(deal?.name ?? '');
  const [value, setValue] = useState(deal ? String(deal.valueCents / 100) : '');
  const [currency, setCurrency] = useState(deal?.currency ?? DEFAULT_DEAL_CURRENCY);
  const [stage, setStage] = useState<number>(deal?.stageId ?? stageId ?? stages[0]?.id ?? 0);
  const [close, setClose] = useState<CalendarDate | null>(
    deal?.expectedClose ? parseDate(deal.expectedClose) : null,
  );
  const [contacts, setContacts] = useState<DealContact[]>(
    deal?.contacts ?? (contact ? [contact] : []),
  );
  const [company, setCompany] = useState<DealCompany | null>(
    deal ? deal.company : (initialCompany ?? null),
  );
  const [lostReason, setLostReason] = useState(deal?.lostReason ?? '');
  const [losing, setLosing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const create = useToastMutation(useCreateDeal(), {
    success: 'Deal added',
    error: 'Failed to add deal',
  });
  const update = useToastMutation(useUpdateDeal(), {
    success: 'Deal saved',
    error: 'Failed to save deal',
  });
  const remove = useToastMutation(useDeleteDeal(), {
    success: 'Deal deleted',
    error: 'Failed to delete deal',
  });
  const done = () => onOpenChange(false);
  const failed = (failure: unknown) => {
    const message = isApiError(failure) ? failure.serverMessage : undefined;
    const field = isApiError(failure) ? failure.field : undefined;
    setErrors({
      [field && field in FIELD_NAMES ? field : 'form']: message ?? 'Something went wrong',
    });
  };

  const save = (extra: { status?: Deal['status']; lostReason?: string | null } = {}) => {
    const cents = parseMoney(value);
    if (!name.trim()) return setErrors({ name: 'Give the deal a name' });
    if (cents === undefined)
      return setErrors({ valueCents: 'Value must be an amount, such as 1,250 or 99.50' });
    const input = {
      name,
      valueCents: cents,
      currency,
      stageId: stage,
      expectedClose: close ? close.toString() : null,
      contactIds: contacts.map((c) => c.id),
      companyId: company?.id ?? null,
    };
    const request = deal
      ? update.mutateAsync({ id: deal.id, input: { ...input, ...extra } })
      : create.mutateAsync(input);
    request.then(done).catch(failed);
  };

  const field = (key: keyof Errors) => ({
    isInvalid: errors[key] !== undefined,
    errorMessage: errors[key],
  });
  const pending = create.isPending || update.isPending || remove.isPending;
  // Only where the app composes some: the dialog is the same without.
  const sections = useDealSections();
  const extra = deal ? sections(deal) : null;

  return (
    <Modal size="md" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog title={deal ? `Edit ${deal.name}` : 'Add deal'}>
        <form
          className={formStyles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          {deal && (
            <p className={styles.cardMeta}>
              Owner: {deal.owner?.name ?? 'a former member'}
              {deal.status !== 'open' &&
                deal.closedAt &&
                ` · ${deal.status === 'won' ? 'Won' : 'Lost'} ${formatDate(deal.closedAt)}`}
            </p>
          )}
          <TextField
            label="Name"
            value={name}
            onChange={(next) => {
              setName(next);
              setErrors({});
            }}
            maxLength={200}
            {...field('name')}
          />
          <TextField
            label="Value"
            inputMode="decimal"
            value={value}
            onChange={(next) => {
              setValue(next);
              setErrors({});
            }}
            description={
              parseMoney(value) !== undefined
                ? formatMoney(parseMoney(value)!, currency)
                : undefined
            }
            {...field('valueCents')}
          />
          <TextField
            label="Currency"
            value={currency}
            onChange={(next) => {
              setCurrency(next.toUpperCase());
              setErrors({});
            }}
            maxLength={3}
            description="A three-letter code such as USD or EUR"
            {...field('currency')}
          />
          <Select
            label="Stage"
            selectedKey={stage}
            onSelectionChange={(key) => setStage(Number(key))}
            items={stages}
            {...field('stageId')}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
          <DatePicker<CalendarDate>
            label="Expected close (optional)"
            value={close}
            onChange={setClose}
            validationBehavior="aria"
            {...field('expectedClose')}
          />
          {contacts.length > 0 && (
            <ul className={styles.cards} aria-label="Contacts on this deal">
              {contacts.map((c) => (
                <li key={c.id} className={styles.card}>
                  <span className={styles.cardBody}>
                    <span className={styles.cardName}>{c.name}</span>
                    <span className={styles.cardMeta}>{c.email}</span>
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    onPress={() => setContacts(contacts.filter((x) => x.id !== c.id))}
                    aria-label={`Remove ${c.name}`}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <RecordSearch
            label="Find a contact"
            description="By name or email"
            queryKey="contacts"
            search={async (q) =>
              (await client.getContactPage({ q, limit: 5 })).contacts.map((c) => {
                const name = `${c.firstName} ${c.lastName}`.trim() || c.email;
                return { id: c.id, name, email: c.email, label: `${name} (${c.email})` };
              })
            }
            chosenIds={contacts.map((c) => c.id)}
            onAdd={({ id, name, email }) => setContacts([...contacts, { id, name, email }])}
          />
          {errors.contactIds && <p role="alert">{errors.contactIds}</p>}
          {company ? (
            <div className={styles.card} aria-label="Company of this deal" role="group">
              <span className={styles.cardBody}>
                <span className={styles.cardMeta}>Company</span>
                <span className={styles.cardName}>{company.name}</span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                onPress={() => setCompany(null)}
                aria-label={`Remove company ${company.name}`}
              >
                Remove
              </Button>
            </div>
          ) : (
            <RecordSearch
              label="Find a company"
              description="By name; a deal has one company"
              queryKey="companies"
              search={async (q) =>
                (await client.getCompanies({ q, limit: 5 })).companies.map((c) => ({
                  id: c.id,
                  name: c.name,
                  label: c.name,
                }))
              }
              chosenIds={[]}
              onAdd={({ id, name }) => setCompany({ id, name })}
            />
          )}
          {errors.companyId && <p role="alert">{errors.companyId}</p>}
          {deal && deal.status === 'open' && losing && (
            <TextField
              label="Why was it lost? (optional)"
              value={lostReason}
              onChange={setLostReason}
              maxLength={500}
              {...field('lostReason')}
            />
          )}
          {errors.form && <p role="alert">{errors.form}</p>}
          {deal && (
            <div className={styles.toolbar}>
              {deal.status === 'open' && !losing && (
                <>
                  <Button
                    variant="secondary"
                    isDisabled={pending}
                    onPress={() => save({ status: 'won' })}
                  >
                    Mark won
                  </Button>
                  <Button variant="secondary" isDisabled={pending} onPress={() => setLosing(true)}>
                    Mark lost
                  </Button>
                </>
              )}
              {losing && (
                <Button
                  variant="secondary"
                  isDisabled={pending}
                  onPress={() => save({ status: 'lost', lostReason: lostReason.trim() || null })}
                >
                  Save as lost
                </Button>
              )}
              {deal.status !== 'open' && (
                <Button
                  variant="secondary"
                  isDisabled={pending}
                  onPress={() => save({ status: 'open' })}
                >
                  Reopen
                </Button>
              )}
              <Button
                variant="destructive"
                isDisabled={pending}
                onPress={() => setConfirmingDelete(true)}
              >
                Delete deal
              </Button>
              <AlertDialog
                isOpen={confirmingDelete}
                onOpenChange={setConfirmingDelete}
                title={`Delete ${deal.name}?`}
                confirmLabel="Delete deal"
                onConfirm={() => remove.mutateAsync(deal.id).then(done).catch(failed)}
              >
                Its stage history goes with it. This action cannot be undone.
              </AlertDialog>
            </div>
          )}
          <FormActions
            onCancel={done}
            submitLabel={deal ? 'Save' : 'Add deal'}
            pendingLabel="Saving..."
            isSubmitting={create.isPending || update.isPending}
          />
        </form>
        {extra && <div className={styles.dealSections}>{extra}</div>}
      </Dialog>
    </Modal>
  );
}

const FIELD_NAMES = {
  name: 1,
  valueCents: 1,
  currency: 1,
  stageId: 1,
  expectedClose: 1,
  contactIds: 1,
  companyId: 1,
  lostReason: 1,
};
