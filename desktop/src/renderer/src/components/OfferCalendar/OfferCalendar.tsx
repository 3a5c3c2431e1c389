import { LeftOutlined, RightOutlined } from "@ant-design/icons";
import { BOOKING_TEXTS, CALENDAR_TEXTS, firstChangeableDay, type SpaceOffer } from "@kindred/contract";
import { Button } from "antd";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useOfferBusy } from "../../queries/bookings";
import { calendarFeedPath, useSetUnavailableDates } from "../../queries/calendar";
import { toast } from "../../stores/toastStore";
import { formatSpan, localDay } from "../Bookings/bookingTime";
import {
  addMonths,
  dayLabel,
  daysBetween,
  formatMonth,
  monthWeeks,
  moveByKey,
  openParts,
  setRange,
  today,
  toggleDay,
  WEEKDAY_KEYS,
} from "./monthGrid";
import { WeekdayHead } from "./WeekdayHead";
import "./offerCalendar.css";

const t = CALENDAR_TEXTS;

/** `webcal://` makes a calendar app subscribe; only a page served over http(s) has a host to name. */
const subscribeUrl = (path: string) =>
  window.location.protocol.startsWith("http") ? `webcal://${window.location.host}${path}` : null;

/** What a save sends: the days the server still takes; the ones that are over stay as stored. */
const changeable = (dates: string[]) => {
  const from = firstChangeableDay();
  return dates.filter((day) => day >= from);
};

interface DayProps {
  day: string;
  /** Today in the browser's zone: that day is marked, earlier ones muted. */
  todayIs: string;
  offer: SpaceOffer;
  /** Booked times that day ("18:00–20:00"), from the offer's public busy ranges. */
  booked: readonly string[];
  isOwner: boolean;
  focused: boolean;
  onFocus: () => void;
  onToggle: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

/**
 * One day. For the host a day from today on is a toggle button (pressed = unavailable) in the
 * grid's one tab stop; a day that is over, and every day for everyone else, is the day's name read
 * out by the table, its short form shown.
 */
const Day = ({ day, todayIs, offer, booked, isOwner, focused, onFocus, onToggle, onKeyDown }: DayProps) => {
  const unavailable = offer.unavailableDates.includes(day);
  const parts = openParts(day, offer.availability);
  const bookedText = booked.length > 0 ? `${BOOKING_TEXTS.booked} ${booked.join(", ")}` : "";
  const when = day === todayIs ? `${t.today}, ` : day < todayIs ? `${t.past}, ` : "";
  const label = `${when}${dayLabel(day, parts, unavailable)}${bookedText ? `; ${bookedText}` : ""}`;
  const state =
    (unavailable ? " is-unavailable" : parts.length > 0 ? " is-open" : "") +
    (day === todayIs ? " is-today" : day < todayIs ? " is-past" : "") +
    (bookedText ? " is-booked" : "");
  const shown = (
    <>
      <span className="offer-calendar-number" aria-hidden>
        {Number(day.slice(8))}
      </span>
      <span className="offer-calendar-state" aria-hidden>
        {unavailable ? t.unavailable : parts.join(" · ")}
      </span>
      {bookedText && (
        <span className="offer-calendar-booked" aria-hidden>
          {bookedText}
        </span>
      )}
    </>
  );
  if (!isOwner || day < todayIs) {
    return (
      <div className={`offer-calendar-day${state}`} aria-current={day === todayIs ? "date" : undefined}>
        <span className="visually-hidden">{label}</span>
        {shown}
      </div>
    );
  }
  return (
    <button
      type="button"
      data-day={day}
      className={`offer-calendar-day is-editable${state}`}
      tabIndex={focused ? 0 : -1}
      aria-label={label}
      aria-pressed={unavailable}
      aria-current={day === todayIs ? "date" : undefined}
      onFocus={onFocus}
      onClick={onToggle}
      onKeyDown={onKeyDown}
    >
      {shown}
    </button>
  );
};

/** The host's range form: a first and a last day, marked unavailable or made available in one save. */
const RangeForm = ({
  onSave,
  pending,
  todayIs,
}: {
  onSave: (range: string[], unavailable: boolean) => void;
  pending: boolean;
  /** The first day the form takes: the days before it are over. */
  todayIs: string;
}) => {
  const id = useId();
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [error, setError] = useState(false);
  const submit = (unavailable: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    const range = from && to && from >= todayIs ? daysBetween(from, to) : null;
    setError(range === null);
    if (range) onSave(range, unavailable);
  };
  return (
    <form className="offer-calendar-range" aria-labelledby={`${id}-title`} onSubmit={submit(true)}>
      <h4 id={`${id}-title`}>{t.rangeTitle}</h4>
      <div className="offer-calendar-range-fields">
        <label htmlFor={`${id}-from`}>
          {t.rangeFrom}
          <input
            id={`${id}-from`}
            type="date"
            className="native-select"
            value={from}
            min={todayIs}
            onChange={(event) => setFrom(event.target.value)}
            aria-invalid={error || undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </label>
        <label htmlFor={`${id}-to`}>
          {t.rangeTo}
          <input
            id={`${id}-to`}
            type="date"
            className="native-select"
            value={to}
            min={from || todayIs}
            onChange={(event) => setTo(event.target.value)}
            aria-invalid={error || undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </label>
        <Button htmlType="submit" type="primary" loading={pending}>
          {t.rangeMark}
        </Button>
        <Button onClick={() => submit(false)()} disabled={pending}>
          {t.rangeClear}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {t.rangeInvalid}
        </p>
      )}
    </form>
  );
};

/** What the day colours mean. */
const Legend = () => (
  <ul className="offer-calendar-legend" aria-label={t.legendLabel}>
    <li>
      <span className="offer-calendar-swatch is-open" aria-hidden /> {t.legendOpen}
    </li>
    <li>
      <span className="offer-calendar-swatch is-unavailable" aria-hidden /> {t.unavailable}
    </li>
    <li>
      <span className="offer-calendar-swatch is-today" aria-hidden /> {t.today}
    </li>
    <li>
      <span className="offer-calendar-swatch is-booked" aria-hidden /> {t.legendBooked}
    </li>
  </ul>
);

/**
 * The offer's month: each day shows the parts of the day its weekly slots open and whether the
 * host closed it. For the host the days are toggles with one tab stop: arrows, Home/End and
 * PageUp/PageDown move between days (and months), Enter or Space marks or clears one, saved at once;
 * a range form marks or clears many days in one save. Days that are over are shown, not changed. Today is marked and past days muted; in a
 * narrow calendar (a phone, or extra-large text) the days show their state by colour, the legend
 * says which, and the full text stays in each day's name.
 */
export const OfferCalendar = ({ offer, isOwner }: { offer: SpaceOffer; isOwner: boolean }) => {
  const [focused, setFocused] = useState(today);
  const todayIs = today();
  // The grid's one tab stop: the focused day, or today when that is over (a month all over has none).
  const tabStop = focused < todayIs ? todayIs : focused;
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  const save = useSetUnavailableDates(offer.id);
  const monthDays = monthWeeks(focused)
    .flat()
    .filter((day): day is string => day !== null);
  const busy = useOfferBusy(offer.id, monthDays[0] ?? focused, monthDays.at(-1) ?? focused);
  const bookedOn = (day: string) =>
    (busy.data ?? [])
      .filter((range) => localDay(range.start) === day)
      .map((range) => formatSpan(range.start, range.end));

  // Keys move the focus with the state; a month change re-renders the grid first.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const toggle = (day: string) => {
    setFocused(day);
    save.mutate(changeable(toggleDay(offer.unavailableDates, day)), {
      onSuccess: () => toast({ title: t.saved, variant: "success" }),
      onError: () => toast({ title: t.saveFailed, variant: "destructive" }),
    });
  };

  const saveRange = (range: string[], unavailable: boolean) =>
    save.mutate(changeable(setRange(offer.unavailableDates, range, unavailable)), {
      onSuccess: () => {
        toast({ title: t.saved, variant: "success" });
        if (range[0]) setFocused(range[0]);
      },
      onError: () => toast({ title: t.saveFailed, variant: "destructive" }),
    });

  // Enter and Space press the focused button (toggle); the other keys move, at the earliest to today.
  const onKeyDown = (event: KeyboardEvent, day: string) => {
    const key = moveByKey(day, event.key);
    if (!key) return;
    event.preventDefault();
    const next = key < todayIs ? todayIs : key;
    if (next === day) return;
    moved.current = true;
    setFocused(next);
  };

  const feed = calendarFeedPath(offer.id);
  const webcal = subscribeUrl(feed);
  const month = formatMonth(focused);
  return (
    <div className="offer-calendar">
      <div className="offer-calendar-header">
        <Button
          icon={<LeftOutlined aria-hidden />}
          aria-label={t.previousMonth}
          onClick={() => setFocused(addMonths(focused, -1))}
        />
        <h3 className="offer-calendar-month" aria-live="polite">
          {month}
        </h3>
        <Button
          icon={<RightOutlined aria-hidden />}
          aria-label={t.nextMonth}
          onClick={() => setFocused(addMonths(focused, 1))}
        />
      </div>
      {isOwner && <p className="offer-calendar-hint">{t.hostHint}</p>}
      <table ref={grid} aria-label={t.gridLabel(month)} className="offer-calendar-grid">
        <WeekdayHead />
        <tbody>
          {monthWeeks(focused).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) => (
                // Blank places before the 1st and after the last day are keyed by their weekday.
                <td key={day ?? WEEKDAY_KEYS[index]}>
                  {day && (
                    <Day
                      day={day}
                      todayIs={todayIs}
                      offer={offer}
                      booked={bookedOn(day)}
                      isOwner={isOwner}
                      focused={day === tabStop}
                      onFocus={() => setFocused(day)}
                      onToggle={() => toggle(day)}
                      onKeyDown={(event) => onKeyDown(event, day)}
                    />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <Legend />
      {isOwner && <RangeForm onSave={saveRange} pending={save.isPending} todayIs={todayIs} />}
      <p className="offer-calendar-links">
        {webcal && <a href={webcal}>{t.subscribe}</a>}
        <a href={feed} download>
          {t.download}
        </a>
      </p>
    </div>
  );
};
