import { useState } from 'react';
import { ComboBox, ComboBoxItem } from '@crm/ui';
import type { CampaignAudienceChoice, Segment } from '@crm/api-client';
import { useAudienceCount, useSegments } from '@crm/api-client/react';
import { ChipList, TagPicker } from '../../../components/TagPicker';
import { useDebounced } from '../../../hooks/useDebounced';
import { formatCountOf } from '../../../lib/formatCount';
import * as formStyles from '../../../styles/form.css';
import { leftOutText } from '../lib/leftOutText';
import * as styles from './AudienceFields.css';

/** How long the choices rest before the count is asked for. */
export const AUDIENCE_COUNT_DEBOUNCE_MS = 400;

/** Segments chosen from the account's (picking one adds it), shown as removable chips. */
function SegmentPicker({
  label,
  listLabel,
  ids,
  segments,
  onChange,
}: {
  label: string;
  listLabel: string;
  ids: number[];
  /** Undefined while the account's segments load. */
  segments: Segment[] | undefined;
  onChange: (ids: number[]) => void;
}) {
  const [input, setInput] = useState('');
  const choices = (segments ?? []).filter((segment) => !ids.includes(segment.id));
  const nameOf = new Map((segments ?? []).map((segment) => [segment.id, segment.name]));
  const add = (id: number | null) => {
    if (id === null || ids.includes(id)) return;
    onChange([...ids, id]);
    setInput('');
  };
  return (
    <>
      <ComboBox
        className={styles.control}
        label={label}
        // Focus opens the list only if it has something in it: until the segments are here (or
        // when there are none) the field says why it shows nothing, rather than staying shut.
        placeholder={
          segments === undefined
            ? 'Loading segments...'
            : segments.length === 0
              ? 'No segments yet'
              : 'Choose a segment'
        }
        isDisabled={segments === undefined || segments.length === 0}
        openLabel="Show segments"
        menuTrigger="focus"
        items={choices}
        inputValue={input}
        onInputChange={setInput}
        selectedKey={null}
        onSelectionChange={(key) => add(key === null ? null : Number(key))}
      >
        {(segment) => <ComboBoxItem id={segment.id}>{segment.name}</ComboBoxItem>}
      </ComboBox>
      <ChipList
        items={ids}
        label={listLabel}
        keyOf={(id) => id}
        // A segment deleted since it was chosen still shows, so it can be removed.
        textOf={(id) => nameOf.get(id) ?? `Segment ${id} (deleted)`}
        removeLabel={(name) => `Remove segment ${name}`}
        onRemove={(id) => onChange(ids.filter((other) => other !== id))}
      />
    </>
  );
}

export interface AudienceFieldsProps {
  /** The segments and tags chosen. */
  value: CampaignAudienceChoice;
  /** Called with the whole audience when any part of it changes. */
  onChange: (audience: CampaignAudienceChoice) => void;
  /**
   * The campaign being edited: its added contacts count too.
   * @default undefined
   */
  campaignId?: number;
}

/**
 * A campaign's audience (issue 27 §2): segments and tags to send to besides the contacts added to
 * it, segments and tags to leave out, and a live count of who it would reach now, with who is
 * left out and why (the server's count, the one Send now queues).
 */
export function AudienceFields({ value, onChange, campaignId }: AudienceFieldsProps) {
  const segments = useSegments().data;
  const key = JSON.stringify(value);
  const settled = useDebounced(value, key, AUDIENCE_COUNT_DEBOUNCE_MS);
  const isSettling = JSON.stringify(settled) !== key;
  const count = useAudienceCount(settled, campaignId);
  const set = (change: Partial<CampaignAudienceChoice>) => onChange({ ...value, ...change });

  const countText = count.data
    ? formatCountOf(count.data.recipients, 'recipient', 'recipients')
    : count.isError
      ? 'The count could not be loaded'
      : 'Counting...';
  const leftOut = count.data ? leftOutText(count.data.leftOut) : '';

  return (
    <fieldset className={formStyles.boxedFieldset}>
      <legend className={formStyles.legend}>Audience</legend>
      <p className={formStyles.hint}>
        {campaignId === undefined
          ? 'Send to segments and tags. Unsubscribed, bounced, unconfirmed and suppressed contacts are always left out.'
          : 'Send to the contacts added to this campaign and to segments and tags. Unsubscribed, bounced, unconfirmed and suppressed contacts are always left out.'}
      </p>
      <div className={styles.pickers}>
        <SegmentPicker
          label="Include segment"
          listLabel="Segments to include"
          ids={value.segments}
          segments={segments}
          onChange={(ids) => set({ segments: ids })}
        />
      </div>
      <div className={styles.pickers}>
        <TagPicker
          label="Include tag"
          listLabel="Tags to include"
          tags={value.tags}
          onChange={(tags) => set({ tags })}
        />
      </div>
      <div className={styles.pickers}>
        <SegmentPicker
          label="Exclude segment"
          listLabel="Segments to exclude"
          ids={value.excludeSegments}
          segments={segments}
          onChange={(ids) => set({ excludeSegments: ids })}
        />
      </div>
      <div className={styles.pickers}>
        <TagPicker
          label="Exclude tag"
          listLabel="Tags to exclude"
          addLabel="Add excluded tag"
          tags={value.excludeTags}
          onChange={(excludeTags) => set({ excludeTags })}
        />
      </div>
      <div role="status" aria-live="polite" aria-busy={count.isFetching || isSettling}>
        <p className={styles.count}>{countText}</p>
        {leftOut && <p className={formStyles.hint}>{leftOut}</p>}
      </div>
    </fieldset>
  );
}
