import { Button, Radio, RadioGroup, Select, SelectItem, Switch, TextField } from '@crm/ui';
import {
  AB_TEST_LIMITS,
  abVariantLetter,
  type AbTestMeasure,
  type AbTestSettings,
} from '@crm/api-client';
import * as formStyles from '../../../styles/form.css';
import * as styles from './AbTestFields.css';

/** The shares and waits offered: the contract's bounds, in steps a person picks from. */
const SHARES = [10, 20, 30, 40, 50].map((n) => ({ id: n, name: `${n}% of the audience` }));
const WAITS = [1, 2, 4, 8, 12, 24, 48, 72].map((n) => ({
  id: n,
  name: n === 1 ? '1 hour' : `${n} hours`,
}));

/** A new test: variant A is the campaign's subject, B starts empty. */
const newTest = (subject: string): AbTestSettings => ({
  variants: [
    { subject, content: null },
    { subject: '', content: null },
  ],
  sharePercent: 20,
  measure: 'opens',
  waitHours: 4,
});

export interface AbTestFieldsProps {
  /** The test, or null for none. Variant A's subject is the campaign's own (`subject`). */
  value: AbTestSettings | null;
  /** Called with the whole test when any part changes, or null when it is switched off. */
  onChange: (value: AbTestSettings | null) => void;
  /** The campaign's Email Subject: variant A. */
  subject: string;
  /**
   * Why the test is not valid (the contract's message).
   * @default undefined
   */
  errorMessage?: string;
}

/**
 * A campaign's A/B subject test (issue 27 §3): 2 or 3 subjects, the share of the audience that
 * tests them (split evenly), what wins (opens or clicks) and how long to wait; then the rest of
 * the audience gets the winner.
 */
export function AbTestFields({ value, onChange, subject, errorMessage }: AbTestFieldsProps) {
  const set = (change: Partial<AbTestSettings>) => value && onChange({ ...value, ...change });
  const setSubject = (index: number, text: string) =>
    value &&
    set({
      variants: value.variants.map((variant, i) =>
        i === index ? { ...variant, subject: text } : variant,
      ),
    });

  return (
    <fieldset className={formStyles.boxedFieldset}>
      <legend className={formStyles.legend}>A/B test</legend>
      <Switch isSelected={value !== null} onChange={(on) => onChange(on ? newTest(subject) : null)}>
        Test 2 or 3 subjects first
      </Switch>
      {value && (
        <>
          <p className={formStyles.hint}>
            Variant A uses the Email Subject. The test share is split evenly between the variants;
            when the wait ends, the rest of the audience gets the winner.
          </p>
          {value.variants.slice(1).map((variant, i) => {
            const index = i + 1;
            const letter = abVariantLetter(index + 1);
            return (
              <div key={index} className={styles.variant}>
                <TextField
                  className={styles.subject}
                  label={`Subject ${letter}`}
                  value={variant.subject}
                  onChange={(text) => setSubject(index, text)}
                />
                {index === AB_TEST_LIMITS.variants.min && (
                  <Button
                    variant="secondary"
                    size="sm"
                    onPress={() => set({ variants: value.variants.slice(0, index) })}
                  >
                    Remove Subject {letter}
                  </Button>
                )}
              </div>
            );
          })}
          {value.variants.length < AB_TEST_LIMITS.variants.max && (
            <div>
              <Button
                variant="secondary"
                size="sm"
                onPress={() =>
                  set({ variants: [...value.variants, { subject: '', content: null }] })
                }
              >
                Add Subject {abVariantLetter(value.variants.length + 1)}
              </Button>
            </div>
          )}
          <div className={formStyles.fieldRow}>
            <Select
              label="Test share"
              items={SHARES}
              selectedKey={value.sharePercent}
              onSelectionChange={(key) => set({ sharePercent: Number(key) })}
            >
              {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
            </Select>
            <Select
              label="Wait before choosing"
              items={WAITS}
              selectedKey={value.waitHours}
              onSelectionChange={(key) => set({ waitHours: Number(key) })}
            >
              {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
            </Select>
          </div>
          <RadioGroup
            label="Winner by"
            orientation="horizontal"
            value={value.measure}
            onChange={(measure) => set({ measure: measure as AbTestMeasure })}
          >
            <Radio value="opens">Most opens</Radio>
            <Radio value="clicks">Most clicks</Radio>
          </RadioGroup>
          {errorMessage && (
            <p className={formStyles.error} role="alert">
              {errorMessage}
            </p>
          )}
        </>
      )}
    </fieldset>
  );
}
