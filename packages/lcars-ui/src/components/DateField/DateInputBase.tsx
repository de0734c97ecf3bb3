import { useMemo, useState } from 'react';
import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  Group,
  Input,
  Popover,
  TextField as AriaTextField,
  useLocale,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { formatDateInput, parseDateInput, resolveDateFormat } from '../../dates';
import { DatePicker, type DateRange } from '../DatePicker';
import {
  FieldIcon,
  fieldStyles,
  useParsedFieldParts,
  usePortalContainer,
  type FieldChromeProps,
} from '../field';
import type { FormFieldProps } from '../Form/formContext';

/** Props shared by DateField and DateRangeField. */
export interface DateInputCommonProps
  extends
    FieldChromeProps,
    FormFieldProps,
    Pick<
      AriaTextFieldProps,
      'isDisabled' | 'isReadOnly' | 'isRequired' | 'autoFocus' | 'aria-label' | 'aria-labelledby' | 'id'
    > {
  /** Locale whose day/month/year order and separator are typed; defaults to the nearest I18nProvider. */
  locale?: string;
  /** An explicit format instead of the locale's: 'dd.mm.yyyy', 'yyyy-mm-dd', 'm/d/yy'. */
  format?: string;
  /** Today, ISO; defaults to the clock. For stories and tests. */
  today?: string;
  /** First day of the calendar's weeks, 0 Sunday to 6 Saturday; default the locale's. */
  firstDayOfWeek?: number;
  onBlur?: () => void;
  placeholder?: string;
}

interface DateInputBaseProps<V> extends DateInputCommonProps {
  mode: 'single' | 'range';
  value?: V;
  defaultValue?: V;
  onChange?: (value: V) => void;
}

type SingleValue = string | null;
type RangeValue = DateRange | null;

function toDates(value: SingleValue | RangeValue): string[] {
  if (value === null || value === undefined) return [];
  return typeof value === 'string' ? [value] : [value.start, value.end];
}

/** The text field with a calendar button behind DateField and DateRangeField. */
export function DateInputBase<V extends SingleValue | RangeValue>({
  mode,
  locale: localeProp,
  format,
  today,
  firstDayOfWeek,
  placeholder,
  ...props
}: DateInputBaseProps<V>) {
  const { locale: contextLocale } = useLocale();
  const locale = localeProp ?? contextLocale;
  const formatOptions = useMemo(() => ({ locale, format }), [locale, format]);
  const pattern = resolveDateFormat(formatOptions).pattern;
  const parts = useParsedFieldParts<V, HTMLInputElement, typeof props>(
    // Without help of its own, the field tells the format it reads.
    { ...props, description: props.description ?? `Format ${pattern}` },
    null as V,
  );
  const { field, focusRef: inputRef } = parts;
  const [editText, setEditText] = useState<string | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [portalRef, portalContainer] = usePortalContainer();
  const shown = editText ?? formatDateInput(toDates(field.value), formatOptions);

  const accept = (next: V) => {
    parts.setParseError(null);
    setEditText(null);
    field.setValue(next);
  };

  const commit = (text: string) => {
    const parsed = parseDateInput(text, { ...formatOptions, today });
    if (!parsed.valid) {
      parts.setParseError(parsed.reason);
      return;
    }
    const [first, second] = parsed.dates;
    if (first === undefined) accept(null as V);
    else if (mode === 'single') {
      if (second !== undefined) parts.setParseError(`Enter one date as ${pattern}.`);
      else accept(first as V);
    } else {
      accept({ start: first, end: second ?? first } as V);
    }
  };

  const dates = toDates(field.value);

  return (
    <AriaTextField
      {...parts.rest}
      {...parts.rootProps}
      ref={portalRef}
      value={shown}
      onChange={setEditText}
      onBlur={() => {
        if (editText !== null) commit(editText);
        parts.rootProps.onBlur();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && editText !== null) commit(editText);
        else event.continuePropagation();
      }}
    >
      {parts.label}
      <Group className={fieldStyles.control}>
        <Input
          ref={inputRef}
          placeholder={placeholder ?? (mode === 'range' ? `${pattern} - ${pattern}` : pattern)}
          className={fieldStyles.input}
        />
        <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
          <AriaButton
            className={fieldStyles.iconButton}
            aria-label={mode === 'range' ? 'Choose dates' : 'Choose date'}
            isDisabled={props.isDisabled || props.isReadOnly}
          >
            <FieldIcon name="calendar" />
          </AriaButton>
          <Popover
            placement="bottom end"
            UNSTABLE_portalContainer={portalContainer}
            className={fieldStyles.popover}
            style={{ maxBlockSize: 'none' }}
          >
            <Dialog
              aria-label={mode === 'range' ? 'Choose dates' : 'Choose date'}
              className={fieldStyles.listBox}
            >
              {({ close }) => (
                <DatePicker
                  autoFocus
                  locale={locale}
                  today={today}
                  firstDayOfWeek={firstDayOfWeek}
                  selectionMode={mode}
                  value={dates[0] ?? null}
                  rangeValue={
                    dates[0] !== undefined && dates[1] !== undefined
                      ? { start: dates[0], end: dates[1] }
                      : null
                  }
                  onChange={(iso) => {
                    accept(iso as V);
                    close();
                    field.onBlur();
                  }}
                  onRangeChange={(range) => {
                    accept(range as V);
                    close();
                    field.onBlur();
                  }}
                />
              )}
            </Dialog>
          </Popover>
        </DialogTrigger>
      </Group>
      {parts.footer()}
    </AriaTextField>
  );
}
