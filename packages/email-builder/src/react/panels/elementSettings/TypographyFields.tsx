import { FONT_FAMILIES, FONT_SIZES } from '../../../core/constants';
import type { ElementSettings } from '../../../core/schema';
import { useMessages } from '../../messages';
import { ColorField } from '../ColorField';
import { OptionSelect } from '../OptionSelect';
import type { SettingChange } from './SettingChange';

export interface TypographyFieldsProps {
  /** The element's settings. */
  settings: ElementSettings;
  /** Called with one changed setting ('' clears it). */
  onSettingChange: SettingChange;
}

/** How a header's, text's or button's words look: font size, font family and colour. */
export function TypographyFields({ settings, onSettingChange }: TypographyFieldsProps) {
  const t = useMessages();
  return (
    <>
      <OptionSelect
        label={t.fontSize}
        options={FONT_SIZES}
        value={settings.fontSize}
        onChange={(value) => onSettingChange('fontSize', value)}
      />
      <OptionSelect
        label={t.fontFamily}
        options={FONT_FAMILIES}
        value={settings.fontFamily}
        onChange={(value) => onSettingChange('fontFamily', value)}
      />
      <ColorField
        label={t.textColor}
        value={settings.color}
        onChange={(value) => onSettingChange('color', value)}
      />
    </>
  );
}
