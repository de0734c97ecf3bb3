import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button as AriaButton, useLocale } from 'react-aria-components';
import {
  datePickerYears,
  daysInMonth,
  monthGrid,
  parseIsoDate,
  toIsoDate,
  type MonthGridCell,
} from '../../dates';
import { joinClasses } from '../field';
import * as styles from './DatePicker.css';

export interface DateRange {
  /** ISO yyyy-mm-dd, the first day. */
  start: string;
  /** ISO yyyy-mm-dd, the last day (inclusive). */
  end: string;
}

export interface DatePickerProps {
  /** 'single' picks one day; 'range' picks a first and a last day with two presses. Default 'single'. */
  selectionMode?: 'single' | 'range';
  /** The chosen day (single mode), ISO yyyy-mm-dd. */
  value?: string | null;
  onChange?: (isoDate: string) => void;
  /** The chosen range (range mode). */
  rangeValue?: DateRange | null;
  onRangeChange?: (range: DateRange) => void;
  /** Today, ISO; defaults to the clock. It is marked in the grid and anchors the year list. */
  today?: string;
  /** Locale for month and weekday names; defaults to the nearest I18nProvider. */
  locale?: string;
  /** First day of the week, 0 Sunday to 6 Saturday. Default: the locale's, else Sunday. */
  firstDayOfWeek?: number;
  /** Move focus to the focused day when shown (inside a popover). */
  autoFocus?: boolean;
  className?: string;
}

function localToday(): string {
  const now = new Date();
  return toIsoDate(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

function addDays(iso: string, days: number): string {
  const date = parseIsoDate(iso) ?? { year: 2000, month: 1, day: 1 };
  const moved = new Date(0);
  moved.setUTCFullYear(date.year, date.month - 1, date.day + days);
  return toIsoDate(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

/** The same day in another month, clamped to that month's length (31 Jan + 1 month is 28/29 Feb). */
function addMonths(iso: string, months: number): string {
  const date = parseIsoDate(iso) ?? { year: 2000, month: 1, day: 1 };
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return toIsoDate(year, month, Math.min(date.day, daysInMonth(year, month)));
}

function weekStartOf(locale: string): number {
  try {
    const info = (
      new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => { firstDay: number } }
    ).getWeekInfo?.();
    // Intl counts 1 Monday to 7 Sunday.
    if (info) return info.firstDay % 7;
  } catch {
    // An unknown locale keeps Sunday.
  }
  return 0;
}

/**
 * A month calendar: 42 day cells in six static weeks (so it never changes height), a month and a year list
 * (100 years back to 52 forward), and the keyboard of a date grid: arrows move by day and week, Page Up and
 * Page Down by month (with Shift by year), Home and End to the week's ends, Enter or Space picks.
 */
export function DatePicker({
  selectionMode = 'single',
  value,
  onChange,
  rangeValue,
  onRangeChange,
  today: todayProp,
  locale: localeProp,
  firstDayOfWeek,
  autoFocus,
  className,
}: DatePickerProps) {
  const { locale: contextLocale, direction } = useLocale();
  const locale = localeProp ?? contextLocale;
  const today = todayProp ?? localToday();
  const selected = selectionMode === 'single' ? (value ?? null) : (rangeValue?.start ?? null);
  const [focusedDate, setFocusedDate] = useState<string>(() =>
    selected && parseIsoDate(selected) ? selected : today,
  );
  const [anchor, setAnchor] = useState<string | null>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(Boolean(autoFocus));

  const focused = parseIsoDate(focusedDate) ?? parseIsoDate(today) ?? { year: 2000, month: 1, day: 1 };
  const weekStart = firstDayOfWeek ?? weekStartOf(locale);
  const cells = useMemo(
    () => monthGrid(focused.year, focused.month, weekStart),
    [focused.year, focused.month, weekStart],
  );
  const years = useMemo(() => datePickerYears(today), [today]);

  const names = useMemo(() => {
    const monthFormat = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    const weekdayShort = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    const weekdayLong = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    const dayFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
    const monthYear = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    return {
      months: Array.from({ length: 12 }, (_, index) => monthFormat.format(Date.UTC(2024, index, 1))),
      // 2024-01-07 was a Sunday.
      weekdays: Array.from({ length: 7 }, (_, index) => ({
        short: weekdayShort.format(Date.UTC(2024, 0, 7 + index)),
        long: weekdayLong.format(Date.UTC(2024, 0, 7 + index)),
      })),
      day: (cell: MonthGridCell) => dayFormat.format(Date.UTC(cell.year, cell.month - 1, cell.day)),
      monthYear: (year: number, month: number) => monthYear.format(Date.UTC(year, month - 1, 1)),
    };
  }, [locale]);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${focusedDate}"]`)?.focus();
  }, [focusedDate]);

  const goTo = (iso: string, focusDay: boolean) => {
    moveFocus.current = focusDay;
    setFocusedDate(iso);
  };

  const pick = (iso: string) => {
    if (selectionMode === 'single') {
      onChange?.(iso);
      return;
    }
    if (anchor === null) {
      setAnchor(iso);
      return;
    }
    setAnchor(null);
    onRangeChange?.(anchor <= iso ? { start: anchor, end: iso } : { start: iso, end: anchor });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const forward = direction === 'rtl' ? -1 : 1;
    const weekday = cells.find((cell) => cell.date === focusedDate)?.weekday ?? 0;
    const column = (weekday - weekStart + 7) % 7;
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(focusedDate, -forward),
      ArrowRight: () => addDays(focusedDate, forward),
      ArrowUp: () => addDays(focusedDate, -7),
      ArrowDown: () => addDays(focusedDate, 7),
      Home: () => addDays(focusedDate, -column),
      End: () => addDays(focusedDate, 6 - column),
      PageUp: () => addMonths(focusedDate, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focusedDate, event.shiftKey ? 12 : 1),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      const next = move();
      goTo(next, true);
      if (anchor !== null) setHovered(next);
    }
  };

  const rangeStart =
    anchor !== null ? (hovered && hovered < anchor ? hovered : anchor) : (rangeValue?.start ?? null);
  const rangeEnd =
    anchor !== null ? (hovered && hovered > anchor ? hovered : anchor) : (rangeValue?.end ?? null);
  const inRange = (iso: string) =>
    selectionMode === 'range' &&
    rangeStart !== null &&
    rangeEnd !== null &&
    iso >= rangeStart &&
    iso <= rangeEnd;
  const isSelected = (iso: string) => (selectionMode === 'single' ? iso === selected : inRange(iso));

  const firstYear = years[0] ?? focused.year;
  const lastYear = years[years.length - 1] ?? focused.year;
  const weeks = Array.from({ length: cells.length / 7 }, (_, row) => cells.slice(row * 7, row * 7 + 7));
  const title = names.monthYear(focused.year, focused.month);

  return (
    <div className={joinClasses(styles.picker, className)}>
      <div className={styles.header}>
        <AriaButton
          className={styles.navButton}
          aria-label="Previous month"
          isDisabled={focused.year <= firstYear && focused.month === 1}
          onPress={() => goTo(addMonths(focusedDate, -1), false)}
        >
          <span aria-hidden="true">{direction === 'rtl' ? '›' : '‹'}</span>
        </AriaButton>
        <select
          className={joinClasses(styles.select, styles.monthSelect)}
          aria-label="Month"
          value={focused.month}
          onChange={(event) =>
            goTo(addMonths(focusedDate, Number(event.target.value) - focused.month), false)
          }
        >
          {names.months.map((name, index) => (
            <option key={name} value={index + 1}>
              {name}
            </option>
          ))}
        </select>
        <select
          className={styles.select}
          aria-label="Year"
          value={focused.year}
          onChange={(event) =>
            goTo(addMonths(focusedDate, (Number(event.target.value) - focused.year) * 12), false)
          }
        >
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
        <AriaButton
          className={styles.navButton}
          aria-label="Next month"
          isDisabled={focused.year >= lastYear && focused.month === 12}
          onPress={() => goTo(addMonths(focusedDate, 1), false)}
        >
          <span aria-hidden="true">{direction === 'rtl' ? '‹' : '›'}</span>
        </AriaButton>
      </div>
      <table ref={gridRef} role="grid" aria-label={title} className={styles.grid} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {Array.from({ length: 7 }, (_, index) => {
              const name = names.weekdays[(weekStart + index) % 7];
              return (
                <th key={index} scope="col" abbr={name?.long} className={styles.weekday}>
                  {name?.short}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.date}>
              {week.map((cell) => {
                const chosen = isSelected(cell.date);
                return (
                  <td
                    key={cell.date}
                    role="gridcell"
                    aria-selected={chosen}
                    className={styles.cell}
                    data-in-range={inRange(cell.date) || undefined}
                    data-range-start={(selectionMode === 'range' && cell.date === rangeStart) || undefined}
                    data-range-end={(selectionMode === 'range' && cell.date === rangeEnd) || undefined}
                  >
                    <button
                      type="button"
                      data-date={cell.date}
                      tabIndex={cell.date === focusedDate ? 0 : -1}
                      aria-label={names.day(cell)}
                      aria-current={cell.date === today ? 'date' : undefined}
                      className={styles.day}
                      data-outside={!cell.inMonth || undefined}
                      data-selected={chosen || undefined}
                      data-today={cell.date === today || undefined}
                      onClick={() => {
                        setFocusedDate(cell.date);
                        pick(cell.date);
                      }}
                      onMouseEnter={() => {
                        if (anchor !== null) setHovered(cell.date);
                      }}
                      onFocus={() => {
                        if (cell.date !== focusedDate) setFocusedDate(cell.date);
                      }}
                    >
                      {cell.day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {selectionMode === 'range' && anchor !== null ? (
        <p className={styles.hint} role="status">
          Now choose the last day.
        </p>
      ) : null}
    </div>
  );
}
