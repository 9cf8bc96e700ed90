import { Button, Menu, MenuItem, MenuTrigger } from '@crm/ui';
import { mergeTagText, type MergeTag } from '../../core/mergeTags';
import { useMessages } from '../messages';

export interface MergeTagMenuProps {
  /** The tags offered. With none, nothing is shown. */
  tags: readonly MergeTag[];
  /** The label of the field the tag goes into; names the button for screen readers. */
  fieldLabel: string;
  /** Called with the chosen tag's name. */
  onInsert: (name: string) => void;
}

/**
 * 'Insert merge tag': a menu of the integrator's merge tags (label and `{{name}}`), by mouse or
 * keyboard (Enter or ArrowDown opens it, arrows move, Enter inserts).
 */
export function MergeTagMenu({ tags, fieldLabel, onInsert }: MergeTagMenuProps) {
  const t = useMessages();
  if (tags.length === 0) return null;
  return (
    <MenuTrigger>
      <Button variant="ghost" size="sm" aria-label={t.insertMergeTagInto(fieldLabel)}>
        {t.insertMergeTag}
      </Button>
      <Menu items={tags} onAction={(key) => onInsert(String(key))}>
        {(tag) => (
          <MenuItem id={tag.name} textValue={tag.label}>
            {`${tag.label} ${mergeTagText(tag.name)}`}
          </MenuItem>
        )}
      </Menu>
    </MenuTrigger>
  );
}
