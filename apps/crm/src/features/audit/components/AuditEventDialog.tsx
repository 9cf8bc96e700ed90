import { Fragment } from 'react';
import { Button, Dialog, Modal } from '@crm/ui';
import type { AuditEvent } from '@crm/api-client';
import type { DialogStateProps } from '../../../hooks/useDialogState';
import * as screen from '../../../styles/screen.css';
import { describeAuditEvent } from '../lib/describeAuditEvent';
import * as styles from './AuditLogScreen.css';

export interface AuditEventDialogProps extends DialogStateProps {
  /** The event shown. */
  event: AuditEvent;
}

const formatExact = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'full', timeStyle: 'medium' });

/** A detail's key as words: `recipientCount` or `recipient_count` reads "Recipient count". */
const labelOf = (key: string) => {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A detail's value as written: yes/no for flags, thousands separated, "None" for nothing. */
function formatValue(value: AuditEvent['details'][string]): string {
  if (value === null || value === '') return 'None';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return value.toLocaleString('en-US');
  return value;
}

/**
 * One audit event in full (issue 33 §4): the exact time, who, the action's code as the API and
 * webhooks name it, its target, every detail recorded with it, and the address and browser it
 * came from (the table shows only a summary).
 */
export function AuditEventDialog({ isOpen, onOpenChange, event }: AuditEventDialogProps) {
  const details = Object.entries(event.details);
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="md">
      <Dialog
        title={describeAuditEvent(event)}
        footer={({ close }) => (
          <Button variant="secondary" onPress={close}>
            Done
          </Button>
        )}
      >
        <dl className={`${screen.definitionList} ${styles.eventFacts}`}>
          <dt>When</dt>
          <dd>{formatExact(event.createdAt)}</dd>
          <dt>Who</dt>
          <dd>{event.actorLabel}</dd>
          <dt>Action</dt>
          <dd>
            <code>{event.action}</code>
          </dd>
          {event.targetType && (
            <>
              <dt>Target</dt>
              <dd>
                {event.targetLabel ?? 'Unnamed'} ({event.targetType}
                {event.targetId ? ` ${event.targetId}` : ''})
              </dd>
            </>
          )}
          {details.map(([key, value]) => (
            <Fragment key={key}>
              <dt>{labelOf(key)}</dt>
              <dd>{formatValue(value)}</dd>
            </Fragment>
          ))}
          <dt>From where</dt>
          <dd>{event.ip ?? 'Unknown'}</dd>
          <dt>Browser or client</dt>
          <dd>{event.userAgent ?? 'Unknown'}</dd>
        </dl>
      </Dialog>
    </Modal>
  );
}
