import { ALIGNMENTS, SPACER_HEIGHTS } from '../../../core/constants';
import { isCssBorder, isCssLength } from '../../../core/cssValues';
import type { ElementSettings, ElementType } from '../../../core/schema';
import { useMessages } from '../../messages';
import { CssTextField } from '../CssTextField';
import { OptionSelect } from '../OptionSelect';
import type { SettingChange } from './SettingChange';

export interface BoxFieldsProps {
  /** The element's type: it decides which of the fields it has. */
  type: ElementType;
  /** The element's settings. */
  settings: ElementSettings;
  /** Called with one changed setting ('' clears it). */
  onSettingChange: SettingChange;
}

const length =
  (maxParts = 1) =>
  (value: string) =>
    isCssLength(value, maxParts);

/**
 * The element's box, as its type has one: alignment, an image's width, a spacer's height, a
 * divider's border, a button's corner radius, and padding.
 */
export function BoxFields({ type, settings: s, onSettingChange }: BoxFieldsProps) {
  const t = useMessages();
  const alignmentOptions = ALIGNMENTS.map((value) => ({ value, label: t.alignments[value] }));
  return (
    <>
      {type !== 'divider' && type !== 'spacer' && type !== 'columns' && (
        <OptionSelect
          label={t.alignment}
          options={alignmentOptions}
          value={s.alignment}
          onChange={(value) => onSettingChange('alignment', value as ElementSettings['alignment'])}
        />
      )}
      {type === 'image' && (
        <CssTextField
          label={t.width}
          isValid={length()}
          errorMessage={t.useLength('100% or 300px')}
          value={s.width}
          onChange={(value) => onSettingChange('width', value)}
        />
      )}
      {type === 'spacer' && (
        <OptionSelect
          label={t.height}
          options={SPACER_HEIGHTS}
          value={s.height}
          onChange={(value) => onSettingChange('height', value)}
        />
      )}
      {type === 'divider' && (
        <CssTextField
          label={t.border}
          isValid={isCssBorder}
          errorMessage={t.useBorder}
          value={s.border}
          onChange={(value) => onSettingChange('border', value)}
        />
      )}
      {type === 'button' && (
        <CssTextField
          label={t.borderRadius}
          isValid={length()}
          errorMessage={t.useLength('4px')}
          value={s.borderRadius}
          onChange={(value) => onSettingChange('borderRadius', value)}
        />
      )}
      {type !== 'spacer' && (
        <CssTextField
          label={t.padding}
          isValid={length(4)}
          errorMessage={t.useLength('10px or 10px 20px')}
          value={s.padding}
          onChange={(value) => onSettingChange('padding', value)}
        />
      )}
    </>
  );
}
