import { TextField } from '@crm/ui';
import type { MergeTag } from '../../../core/mergeTags';
import { useMessages } from '../../messages';
import { MergeTagMenu } from '../MergeTagMenu';
import { useMergeTagInsert } from './useMergeTagInsert';

export interface LinkFieldProps {
  /** The field's label ('URL' for a button, 'Link URL' for an image). */
  label: string;
  /** The link. */
  value: string;
  /** Called with the new link. */
  onChange: (url: string) => void;
  /** Merge tags offered beside the field (a link may be a tag, such as the unsubscribe link). */
  mergeTags: readonly MergeTag[];
}

/** Where a button or an image links to, with merge tags inserted at the caret. */
export function LinkField({ label, value, onChange, mergeTags }: LinkFieldProps) {
  const t = useMessages();
  const tag = useMergeTagInsert(value, onChange);
  return (
    <>
      <TextField
        label={label}
        value={value}
        onChange={onChange}
        onBlur={tag.onBlur}
        description={t.urlDescription}
      />
      <MergeTagMenu tags={mergeTags} fieldLabel={label} onInsert={tag.insert} />
    </>
  );
}
