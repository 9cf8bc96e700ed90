import {
  Badge,
  Button,
  Cell,
  Column,
  EmptyState,
  Row,
  RowActions,
  Table,
  TableBody,
  TableHeader,
  visuallyHidden,
} from '@crm/ui';
import type { Form } from '@crm/api-client';
import { PHONE_QUERY, useMediaQuery } from '../../../hooks/useMediaQuery';
import { formatRate } from '../../../lib/analyticsFormat';
import { formatCount } from '../../../lib/formatCount';
import { formatDate } from '../../../lib/formatDate';
import * as screen from '../../../styles/screen.css';
import { type FormRowAction, formRowActions } from './formRowActions';
import * as styles from './FormsScreen.css';
import { BLANK } from '../../../lib/orDash';

/** The actions button and the cell's padding. */
const ACTIONS_WIDTH = 64;

export interface FormsTableProps {
  /** The account's forms; undefined while they load. */
  forms: Form[] | undefined;
  onRowAction: (action: FormRowAction, form: Form) => void;
  /** The empty state's call to action. */
  onCreate: () => void;
}

/** Submissions per hosted page view, in percent; the blank dash before the first view. */
const conversionOf = (form: Form) =>
  form.conversion === null ? BLANK : formatRate(form.conversion * 100);

function OptInBadge({ form }: { form: Form }) {
  return (
    <Badge tone={form.doubleOptIn ? 'green' : 'grey'}>
      {form.doubleOptIn ? 'Double opt-in' : 'Single opt-in'}
    </Badge>
  );
}

/**
 * The forms table: name, opt-in, submissions, conversion (submissions per view of the hosted page)
 * and created, each row's actions in a menu; on a phone the name with its figures under it and the
 * menu, so nothing is off-screen sideways. The list is whole: an account has a handful of forms.
 */
export function FormsTable({ forms, onRowAction, onCreate }: FormsTableProps) {
  const isPhone = useMediaQuery(PHONE_QUERY);
  const actions = (form: Form) => (
    <RowActions
      rowLabel={form.name}
      actions={formRowActions}
      onAction={(action) => onRowAction(action, form)}
    />
  );
  return (
    <Table
      // The phone and desktop column sets differ; React Aria cannot change a column's id in
      // place, so crossing the breakpoint mounts a fresh table.
      key={isPhone ? 'phone' : 'desktop'}
      aria-label="Forms"
      className={styles.table}
    >
      {isPhone ? (
        <TableHeader>
          <Column id="name" isRowHeader>
            Name
          </Column>
          <Column id="actions" width={ACTIONS_WIDTH}>
            <span className={visuallyHidden}>Actions</span>
          </Column>
        </TableHeader>
      ) : (
        <TableHeader>
          <Column id="name" isRowHeader>
            Name
          </Column>
          <Column id="optIn">Opt-in</Column>
          <Column id="submissions">Submissions</Column>
          <Column id="conversion">Conversion</Column>
          <Column id="created">Created</Column>
          <Column id="actions" width={ACTIONS_WIDTH}>
            <span className={visuallyHidden}>Actions</span>
          </Column>
        </TableHeader>
      )}
      <TableBody
        items={forms ?? []}
        isLoading={forms === undefined}
        dependencies={[isPhone]}
        renderEmptyState={() => (
          <EmptyState
            title="No forms yet"
            hint="Create a signup form for your website: people who fill it in become contacts."
            action={<Button onPress={onCreate}>Create Form</Button>}
          />
        )}
      >
        {(form) =>
          isPhone ? (
            <Row id={form.id}>
              <Cell>
                <span className={screen.phoneName}>{form.name}</span>
                <span className={screen.phoneDetail}>
                  {formatCount(form.submissions)} submissions
                  {/* A dash reads as nothing in a sentence: say why there is no figure yet. */}
                  {form.conversion === null
                    ? ' · no views yet'
                    : ` · ${conversionOf(form)} conversion`}
                </span>
                <span className={screen.phoneDetail}>
                  {form.doubleOptIn ? 'Double opt-in' : 'Single opt-in'} ·{' '}
                  {formatDate(form.createdAt)}
                </span>
              </Cell>
              <Cell>{actions(form)}</Cell>
            </Row>
          ) : (
            <Row id={form.id}>
              <Cell>{form.name}</Cell>
              <Cell>
                <OptInBadge form={form} />
              </Cell>
              <Cell>{formatCount(form.submissions)}</Cell>
              <Cell>{conversionOf(form)}</Cell>
              <Cell>{formatDate(form.createdAt)}</Cell>
              <Cell>{actions(form)}</Cell>
            </Row>
          )
        }
      </TableBody>
    </Table>
  );
}
