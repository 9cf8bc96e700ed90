import { type CalendarDate, getLocalTimeZone, parseDate } from '@internationalized/date';
import {
  Button,
  Card,
  CardContent,
  Cell,
  Column,
  DatePicker,
  EmptyState,
  Row,
  SearchField,
  Select,
  SelectItem,
  Table,
  TableBody,
  TableHeader,
} from '@crm/ui';
import {
  AUDIT_ACTION_GROUPS,
  AUDIT_RETENTION_DAYS_DEFAULT,
  type AuditEvent,
  type AuditLogFilter,
} from '@crm/api-client';
import { useAuditLog } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import { useDialogState } from '../../../hooks/useDialogState';
import { useListSearch } from '../../../hooks/useListSearch';
import { PHONE_QUERY, useMediaQuery } from '../../../hooks/useMediaQuery';
import * as screen from '../../../styles/screen.css';
import { describeAuditEvent } from '../lib/describeAuditEvent';
import { AuditEventDialog } from './AuditEventDialog';
import * as styles from './AuditLogScreen.css';

export const AUDIT_LOG_LOAD_ERROR = 'Error loading the audit log. Please try again.';

const ALL = 'all';
const groups = [{ id: ALL, label: 'All activity' }, ...AUDIT_ACTION_GROUPS];

const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A picked day as the start of that day where the reader is, as the server's filter takes it. */
const startOf = (day: string) => parseDate(day).toDate(getLocalTimeZone()).toISOString();
const dayOrNull = (day: string): CalendarDate | null => (day ? parseDate(day) : null);

/** The filters in the URL (`?group=&from=&to=&q=`) as the log's query. */
function filterOf(applied: { group: string; from: string; to: string; q: string }) {
  const group = AUDIT_ACTION_GROUPS.find((g) => g.id === applied.group);
  const filter: AuditLogFilter = {
    ...(group ? { actions: group.actions } : {}),
    ...(applied.from ? { from: startOf(applied.from) } : {}),
    // Up to the end of the day picked: the start of the next.
    ...(applied.to ? { to: startOf(parseDate(applied.to).add({ days: 1 }).toString()) } : {}),
    ...(applied.q ? { q: applied.q } : {}),
  };
  return filter;
}

/**
 * The audit log (issue 33 §4): who did what, when and from where in the account, newest first;
 * filtered by a group of actions, a range of days and a name, a page at a time with Load more; a
 * row opens the event in full.
 * Events older than the server's retention are deleted, and the screen says so.
 */
export function AuditLogScreen() {
  const isPhone = useMediaQuery(PHONE_QUERY);
  const search = useListSearch(['group', 'from', 'to', 'q']);
  const filter = filterOf(search.applied);
  const log = useAuditLog(filter);
  const filtered = Object.keys(filter).length > 0;
  const rows = log.data?.rows ?? [];
  const retentionDays = log.data?.retentionDays ?? AUDIT_RETENTION_DAYS_DEFAULT;
  const from = (event: AuditEvent) => event.ip ?? 'Unknown';
  const dialogs = useDialogState<{ kind: 'event'; event: AuditEvent }>();
  const openEvent = (event: AuditEvent) => () => dialogs.open({ kind: 'event', event });

  return (
    <div className={screen.stack}>
      <p className={screen.muted}>
        Sign-ins, sends, exports, deletions and settings changes in your account. Events are kept
        for {retentionDays.toLocaleString('en-US')} days.
      </p>
      <div className={styles.filters}>
        <Select
          className={styles.filter}
          label="Show"
          selectedKey={search.applied.group || ALL}
          onSelectionChange={(key) => search.set({ group: key === ALL ? '' : String(key) })}
          items={groups}
        >
          {(group) => <SelectItem id={group.id}>{group.label}</SelectItem>}
        </Select>
        <DatePicker<CalendarDate>
          className={styles.filter}
          label="From"
          value={dayOrNull(search.applied.from)}
          onChange={(day) => search.set({ from: day ? day.toString() : '' })}
        />
        <DatePicker<CalendarDate>
          className={styles.filter}
          label="To"
          value={dayOrNull(search.applied.to)}
          onChange={(day) => search.set({ to: day ? day.toString() : '' })}
        />
        <div className={styles.filter}>
          <SearchField
            label="Search by name"
            placeholder="Search names..."
            value={search.draft.q}
            onChange={(value) => search.setText({ q: value })}
          />
        </div>
      </div>
      {log.isError ? (
        <Card>
          <CardContent>
            <LoadError message={AUDIT_LOG_LOAD_ERROR} />
          </CardContent>
        </Card>
      ) : (
        <Table
          // The phone and desktop column sets differ; React Aria cannot change a column's id in
          // place, so crossing the breakpoint mounts a fresh table.
          key={isPhone ? 'phone' : 'desktop'}
          aria-label="Audit log"
        >
          {isPhone ? (
            <TableHeader>
              <Column id="what" isRowHeader>
                Event
              </Column>
            </TableHeader>
          ) : (
            <TableHeader>
              <Column id="when" width={190}>
                When
              </Column>
              <Column id="who">Who</Column>
              <Column id="what" isRowHeader>
                What
              </Column>
              <Column id="where" width={160}>
                From where
              </Column>
            </TableHeader>
          )}
          <TableBody
            items={rows}
            isLoading={log.data === undefined}
            dependencies={[isPhone]}
            renderEmptyState={() =>
              filtered ? (
                <EmptyState
                  title="No events match these filters"
                  hint="Try another group, range of days or name."
                />
              ) : (
                <EmptyState
                  title="No activity yet"
                  hint="Sign-ins, sends, exports and deletions appear here as they happen."
                />
              )
            }
          >
            {(event) =>
              isPhone ? (
                <Row id={event.id} onAction={openEvent(event)}>
                  <Cell>
                    <span className={screen.phoneName}>{describeAuditEvent(event)}</span>
                    <span className={screen.phoneDetail}>
                      {[formatWhen(event.createdAt), event.actorLabel, from(event)].join(' · ')}
                    </span>
                  </Cell>
                </Row>
              ) : (
                <Row id={event.id} onAction={openEvent(event)}>
                  <Cell className={styles.when}>{formatWhen(event.createdAt)}</Cell>
                  <Cell>{event.actorLabel}</Cell>
                  <Cell>{describeAuditEvent(event)}</Cell>
                  <Cell>{from(event)}</Cell>
                </Row>
              )
            }
          </TableBody>
        </Table>
      )}
      {dialogs.dialog && (
        <AuditEventDialog key={dialogs.opened} {...dialogs.modal} event={dialogs.dialog.event} />
      )}
      {log.hasNextPage && (
        <div className={styles.more}>
          <Button
            variant="secondary"
            isDisabled={log.isFetchingNextPage}
            onPress={() => void log.fetchNextPage()}
          >
            {log.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      )}
    </div>
  );
}
