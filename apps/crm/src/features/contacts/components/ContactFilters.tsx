import { useContactTags, useSegments } from '@crm/api-client/react';
import { ComboBox, ComboBoxItem, SearchField, Select, SelectItem } from '@crm/ui';
import { CONTACT_STATUS_OPTIONS, statusLabel } from '../../../lib/contactStatuses';
import * as styles from './ContactsScreen.css';

export interface ContactFiltersProps {
  /** What the boxes show: the search and tag as typed, the status and segment chosen ('' for any). */
  draft: { q: string; tag: string; status: string; segment: string };
  /** A box's text changed (committed with the others once typing pauses). */
  onTextChange: (change: { q?: string; tag?: string }) => void;
  /** A status was chosen ('' for all), committed at once. */
  onStatusChange: (status: string) => void;
  /** A saved segment was chosen (its id, '' for all contacts), committed at once. */
  onSegmentChange: (segment: string) => void;
}

/** The Contacts screen's search, tag, status and segment boxes, one search region. */
export function ContactFilters({
  draft,
  onTextChange,
  onStatusChange,
  onSegmentChange,
}: ContactFiltersProps) {
  // The account's own tags, for what the box holds: a tag is found by its start, any case.
  const suggestions = useContactTags(draft.tag).data ?? [];
  const segments = useSegments().data ?? [];
  // A segment in the URL that is not in the list (yet, or deleted) still shows as chosen.
  const chosenMissing =
    draft.segment !== '' && !segments.some((s) => String(s.id) === draft.segment);
  return (
    <div className={styles.filters} role="search" aria-label="Contacts">
      <div className={styles.search}>
        <SearchField
          label="Search contacts"
          placeholder="Name, email, company, phone or tag"
          value={draft.q}
          onChange={(q) => onTextChange({ q })}
        />
      </div>
      <ComboBox
        className={styles.filter}
        label="Tag"
        placeholder="Any tag"
        openLabel="Show tags"
        allowsCustomValue
        menuTrigger="focus"
        items={suggestions.map((tag) => ({ id: tag, tag }))}
        inputValue={draft.tag}
        onInputChange={(tag) => onTextChange({ tag })}
      >
        {({ id, tag }) => <ComboBoxItem id={id}>{tag}</ComboBoxItem>}
      </ComboBox>
      <Select
        className={styles.filter}
        label="Status"
        value={draft.status || 'all'}
        onChange={(key) => onStatusChange(key === 'all' ? '' : String(key))}
      >
        <SelectItem id="all">All statuses</SelectItem>
        {CONTACT_STATUS_OPTIONS.map((status) => (
          <SelectItem key={status} id={status}>
            {statusLabel(status)}
          </SelectItem>
        ))}
      </Select>
      <Select
        className={styles.filter}
        label="Segment"
        value={draft.segment || 'all'}
        onChange={(key) => onSegmentChange(key === 'all' ? '' : String(key))}
      >
        <SelectItem id="all">All contacts</SelectItem>
        {chosenMissing ? <SelectItem id={draft.segment}>Segment {draft.segment}</SelectItem> : null}
        {segments.map((segment) => (
          <SelectItem key={segment.id} id={String(segment.id)}>
            {segment.name}
          </SelectItem>
        ))}
      </Select>
    </div>
  );
}
