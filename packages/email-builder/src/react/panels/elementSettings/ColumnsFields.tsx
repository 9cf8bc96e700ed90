import { Button, Menu, MenuItem, MenuTrigger } from '@crm/ui';
import { BLOCK_TYPES, COLUMN_LAYOUTS } from '../../../core/constants';
import type { BlockType, DesignElement, ElementSettings } from '../../../core/schema';
import { describeElement } from '../../elementLabels';
import { useMessages } from '../../messages';
import { OptionSelect } from '../OptionSelect';
import * as styles from '../panels.css';
import type { SettingChange } from './SettingChange';

export interface ColumnsFieldsProps {
  /** A columns element. */
  element: DesignElement;
  /** Called with one changed setting ('' clears it). */
  onSettingChange: SettingChange;
  /** Adds a block of this type to the end of a column; without it, no add menus. */
  onAddToColumn?: (column: number, type: BlockType) => void;
  /** Selects a block of a column, to edit it. */
  onSelectBlock?: (id: string) => void;
  /** Moves a block one place up (-1) or down (1) in its column. */
  onMoveBlock?: (id: string, by: -1 | 1) => void;
}

/**
 * A columns element's layout, and each column's blocks: edit one, move it up or down (the
 * keyboard's way to reorder inside a column), or add a block to the column.
 */
export function ColumnsFields({
  element,
  onSettingChange,
  onAddToColumn,
  onSelectBlock,
  onMoveBlock,
}: ColumnsFieldsProps) {
  const t = useMessages();
  return (
    <>
      <OptionSelect
        label={t.layout}
        options={COLUMN_LAYOUTS}
        value={element.settings.layout ?? '50/50'}
        onChange={(value) => onSettingChange('layout', value as ElementSettings['layout'])}
      />
      {(element.columns ?? []).map(({ elements: blocks }, column) => (
        <section key={column} className={styles.fields} aria-label={t.column(column + 1)}>
          <h4 className={styles.heading}>{t.column(column + 1)}</h4>
          {blocks.length === 0 && <p className={styles.muted}>{t.emptyColumn}</p>}
          {blocks.length > 0 && (
            <ul className={styles.blockList}>
              {blocks.map((block, index) => {
                const name = describeElement(block, t.elementLabels);
                return (
                  <li key={block.id} className={styles.headingRow}>
                    <Button
                      variant="ghost"
                      size="sm"
                      onPress={() => onSelectBlock?.(block.id)}
                      isDisabled={!onSelectBlock}
                    >
                      {t.edit(name).replace(/: $/, '')}
                    </Button>
                    <span className={styles.headingRow}>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t.moveUp(name)}
                        isDisabled={!onMoveBlock || index === 0}
                        onPress={() => onMoveBlock?.(block.id, -1)}
                      >
                        ↑
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t.moveDown(name)}
                        isDisabled={!onMoveBlock || index === blocks.length - 1}
                        onPress={() => onMoveBlock?.(block.id, 1)}
                      >
                        ↓
                      </Button>
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
          {onAddToColumn && (
            <MenuTrigger>
              <Button variant="secondary" size="sm">
                {t.addToColumn(column + 1)}
              </Button>
              <Menu onAction={(key) => onAddToColumn(column, key as BlockType)}>
                {BLOCK_TYPES.map((blockType) => (
                  <MenuItem key={blockType} id={blockType}>
                    {t.elementLabels[blockType]}
                  </MenuItem>
                ))}
              </Menu>
            </MenuTrigger>
          )}
        </section>
      ))}
    </>
  );
}
