import { Select, SelectItem } from '@crm/ui';

export interface Option {
  label: string;
  value: string;
}

export interface OptionSelectProps {
  /** The visible label. */
  label: string;
  /** The choices offered. */
  options: readonly (Option | string)[];
  /**
   * The selected value. A stored value outside the list is offered too, so it stays visible.
   * @default undefined
   */
  value?: string;
  /** Called with the chosen value. */
  onChange: (value: string) => void;
}

/** A Select over a fixed option list from spec 9. */
export function OptionSelect({ label, options, value, onChange }: OptionSelectProps) {
  const items: Option[] = options.map((option) =>
    typeof option === 'string' ? { label: option, value: option } : option,
  );
  if (value && !items.some((item) => item.value === value)) items.unshift({ label: value, value });
  return (
    <Select
      label={label}
      selectedKey={value ?? null}
      onSelectionChange={(key) => {
        if (key !== null) onChange(String(key));
      }}
    >
      {items.map((item) => (
        <SelectItem key={item.value} id={item.value} textValue={item.label}>
          {item.label}
        </SelectItem>
      ))}
    </Select>
  );
}
