import type { ReactNode } from 'react';
import {
  Button,
  ButtonContext,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DatePicker as RACDatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
  type DatePickerProps as RACDatePickerProps,
  type DateValue,
} from 'react-aria-components';
import { composeClassName } from '../../styles/classNames';
import { Description, FieldError, Label } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { ChevronDownIcon } from '../Icon/Icon';
import * as styles from './DatePicker.css';

export interface DatePickerProps<T extends DateValue> extends Omit<
  RACDatePickerProps<T>,
  'children'
> {
  /** The visible label. */
  label: string;
  /**
   * Help text under the field (the time zone a moment is picked in, say).
   * @default undefined
   */
  description?: string;
  /**
   * The message shown under the field while it is invalid (`isInvalid`).
   * @default undefined
   */
  errorMessage?: string;
  /**
   * Shown after the field on its line, e.g. a Clear button (the picker's own button props do not
   * reach it).
   * @default undefined
   */
  action?: ReactNode;
}

/**
 * A date (and, with `granularity`, time) typed segment by segment or chosen from a calendar that
 * opens from the field's button (RAC DatePicker). Its value is a `@internationalized/date` value.
 */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  action,
  className,
  ...props
}: DatePickerProps<T>) {
  return (
    <RACDatePicker<T> {...props} className={composeClassName(fieldStyles.field, className)}>
      <Label>{label}</Label>
      <div className={styles.row}>
        <Group className={fieldStyles.group}>
          <DateInput className={styles.input}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <Button className={fieldStyles.groupButton} aria-label="Choose a date">
            <ChevronDownIcon className={styles.icon} />
          </Button>
        </Group>
        {action && <ButtonContext.Provider value={null}>{action}</ButtonContext.Provider>}
      </div>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <Popover className={styles.popover} placement="bottom start">
        <Dialog aria-label="Choose a date">
          <Calendar>
            <header className={styles.calendarHeader}>
              <Button slot="previous" className={fieldStyles.groupButton}>
                ‹
              </Button>
              <Heading className={styles.calendarTitle} />
              <Button slot="next" className={fieldStyles.groupButton}>
                ›
              </Button>
            </header>
            <CalendarGrid className={styles.grid}>
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>
                {(date) => <CalendarCell date={date} className={styles.cell} />}
              </CalendarGridBody>
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </RACDatePicker>
  );
}

export type { DateValue };
