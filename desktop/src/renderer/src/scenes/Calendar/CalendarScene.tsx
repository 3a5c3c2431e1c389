import { LeftOutlined, RightOutlined } from "@ant-design/icons";
import { BOOKING_TEXTS, type CurrentUser, formatDate, type MyOccurrence } from "@kindred/contract";
import { Alert, Button, Modal, Segmented, Spin, Tag } from "antd";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useRunBookingAction } from "../../components/Bookings/BookingCard";
import { formatSpan, formatWhen } from "../../components/Bookings/bookingTime";
import { useReasonStep } from "../../components/Bookings/ReasonDialog";
import { canReschedule, useRescheduleStep } from "../../components/Bookings/RescheduleDialog";
import { ExportCsvButton } from "../../components/ExportCsv/ExportCsvButton";
import { MembersOnly } from "../../components/gates";
import {
  addDays,
  addMonths,
  formatMonth,
  moveByKey,
  today,
  WEEKDAY_KEYS,
} from "../../components/OfferCalendar/monthGrid";
import { WeekdayHead } from "../../components/OfferCalendar/WeekdayHead";
import { usePageTitle } from "../../lib/usePageTitle";
import { useMyOccurrences } from "../../queries/bookings";
import { CalendarFeed } from "./CalendarFeed";
import {
  awaitsAnswer,
  byDay,
  type CalendarView,
  proposalsToAnswer,
  spaceColours,
  viewRange,
  viewWeeks,
} from "./calendarRange";
import "../../components/Bookings/bookings.css";
import "./calendar.css";

const t = BOOKING_TEXTS.calendar;
const B = BOOKING_TEXTS;
const DAY_NAME: Intl.DateTimeFormatOptions = { weekday: "long", month: "long", day: "numeric", year: "numeric" };
const fullDay = (day: string) => formatDate(new Date(`${day}T12:00:00`), DAY_NAME);

/** One date as a chip: its time, space (by colour) and who with; struck through when cancelled. */
const Chip = ({ occurrence, colour }: { occurrence: MyOccurrence; colour: number }) => (
  <span aria-hidden className={`calendar-chip space-colour-${colour} is-${occurrence.status}`}>
    <span className="calendar-chip-time">{formatSpan(occurrence.startsAt, occurrence.endsAt)}</span>{" "}
    <span className="calendar-chip-space">{occurrence.spaceName}</span>
    {occurrence.status !== "confirmed" && (
      <span className="calendar-chip-status"> · {B.statusLabels[occurrence.status]}</span>
    )}
  </span>
);

const HostCalendar = ({ user }: { user: CurrentUser }) => {
  const [params, setParams] = useSearchParams();
  const view: CalendarView = params.get("view") === "week" ? "week" : "month";
  const [focused, setFocused] = useState(() => params.get("day") ?? today());
  const [openDay, setOpenDay] = useState<string | null>(null);
  const { run, pending } = useRunBookingAction();
  const reasonStep = useReasonStep(run, pending);
  const setAsking = reasonStep.ask;
  const rescheduleStep = useRescheduleStep();
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);

  const range = viewRange(view, focused);
  const dates = useMyOccurrences(range.from, range.to);
  const upcoming = useMyOccurrences(today(), addDays(today(), 90));
  const occurrences = dates.data ?? [];
  const days = byDay(occurrences);
  const colours = spaceColours([...(upcoming.data ?? []), ...occurrences]);
  const proposals = proposalsToAnswer(upcoming.data ?? [], user.id);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const setView = (next: CalendarView) => setParams({ view: next, day: focused }, { replace: true });
  const step = (direction: 1 | -1) =>
    setFocused(view === "week" ? addDays(focused, 7 * direction) : addMonths(focused, direction));

  const proposalOn = (day: string) => (days.get(day) ?? []).find((o) => awaitsAnswer(o, user.id));

  const onKeyDown = (event: KeyboardEvent, day: string) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      setOpenDay(day);
      return;
    }
    const key = event.key.toLowerCase();
    if ((key === "a" || key === "d") && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const proposal = proposalOn(day);
      if (!proposal) return;
      event.preventDefault();
      if (key === "a") void run(proposal.bookingId, { action: "accept" });
      else setAsking({ bookingId: proposal.bookingId, action: "decline" });
      return;
    }
    const next = moveByKey(day, event.key);
    if (!next) return;
    event.preventDefault();
    moved.current = true;
    setFocused(next);
  };

  const title = view === "week" ? `${range.from} – ${range.to}` : formatMonth(focused);
  const spaces = [...new Map(occurrences.map((o) => [o.spaceOfferId ?? "none", o.spaceName ?? ""])).entries()];
  const dayItems = openDay ? (days.get(openDay) ?? []) : [];

  return (
    <section className="panel host-calendar" aria-labelledby="calendar-title">
      <div className="host-calendar-head">
        <h1 id="calendar-title">{t.title}</h1>
        <ExportCsvButton name="myBookings" />
      </div>
      <p className="muted">{t.intro}</p>

      <section aria-labelledby="proposals-title" className="calendar-proposals">
        <h2 id="proposals-title">{t.proposals}</h2>
        {upcoming.isLoading ? (
          <Spin size="small" />
        ) : proposals.length === 0 ? (
          <p className="muted">{t.noProposals}</p>
        ) : (
          <ul>
            {proposals.map((proposal) => (
              <li key={proposal.bookingId} className="calendar-proposal">
                <span>
                  {proposal.spaceName} · {formatWhen(proposal.startsAt)} · {t.with(proposal.otherPartyName)}
                </span>
                <Button type="primary" size="small" onClick={() => void run(proposal.bookingId, { action: "accept" })}>
                  {B.accept}
                </Button>
                <Button
                  size="small"
                  danger
                  onClick={() => setAsking({ bookingId: proposal.bookingId, action: "decline" })}
                >
                  {B.decline}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="host-calendar-toolbar">
        <Segmented
          aria-label={t.title}
          value={view}
          onChange={(value) => setView(value as CalendarView)}
          options={[
            { label: t.week, value: "week" },
            { label: t.month, value: "month" },
          ]}
        />
        <Button icon={<LeftOutlined aria-hidden />} aria-label={t.previous} onClick={() => step(-1)} />
        <Button onClick={() => setFocused(today())}>{t.today}</Button>
        <Button icon={<RightOutlined aria-hidden />} aria-label={t.next} onClick={() => step(1)} />
        <h2 className="host-calendar-range" aria-live="polite">
          {title}
        </h2>
      </div>
      <p className="muted" id="calendar-hint">
        {t.hint}
      </p>
      {spaces.length > 0 && (
        <ul className="calendar-legend" aria-label={t.spaces}>
          {spaces.map(([id, name]) => (
            <li key={id} className={`space-colour-${colours.get(id) ?? 0}`}>
              {name}
            </li>
          ))}
        </ul>
      )}
      {dates.error && (
        <Alert
          type="error"
          showIcon
          title={B.loadFailed}
          action={
            <Button size="small" onClick={() => void dates.refetch()}>
              {B.retry}
            </Button>
          }
        />
      )}
      {dates.isLoading && (
        <div role="status" className="calendar-loading">
          <Spin /> <span>{B.loading}</span>
        </div>
      )}
      {dates.data && occurrences.length === 0 && <p className="muted">{t.empty}</p>}
      <table
        ref={grid}
        aria-label={t.gridLabel(title)}
        aria-describedby="calendar-hint"
        className={`calendar-grid is-${view}`}
      >
        <WeekdayHead />
        <tbody>
          {viewWeeks(view, focused).map((week) => (
            <tr key={week.find(Boolean) ?? "blank"}>
              {week.map((day, index) => (
                // Blank places before the 1st and after the last day are keyed by their weekday.
                <td key={day ?? WEEKDAY_KEYS[index]}>
                  {day && (
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === focused ? 0 : -1}
                      aria-label={t.dayLabel(fullDay(day), days.get(day)?.length ?? 0)}
                      className={`calendar-day${day === today() ? " is-today" : ""}${proposalOn(day) ? " has-proposal" : ""}`}
                      onFocus={() => setFocused(day)}
                      onClick={() => setOpenDay(day)}
                      onKeyDown={(event) => onKeyDown(event, day)}
                    >
                      <span className="calendar-day-number" aria-hidden>
                        {Number(day.slice(8))}
                      </span>
                      {(days.get(day) ?? []).map((occurrence) => (
                        <Chip
                          key={`${occurrence.bookingId}-${occurrence.date}`}
                          occurrence={occurrence}
                          colour={colours.get(occurrence.spaceOfferId ?? "none") ?? 0}
                        />
                      ))}
                    </button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>

      <Modal
        open={openDay !== null}
        title={openDay ? fullDay(openDay) : ""}
        footer={null}
        onCancel={() => setOpenDay(null)}
        destroyOnHidden
      >
        {dayItems.length === 0 ? (
          <p className="muted">{t.nothingThatDay}</p>
        ) : (
          <ul className="calendar-day-details">
            {dayItems.map((occurrence) => (
              <li key={`${occurrence.bookingId}-${occurrence.date}`}>
                <strong>{occurrence.spaceName}</strong> · {formatSpan(occurrence.startsAt, occurrence.endsAt)} ·{" "}
                {t.with(occurrence.otherPartyName)} {occurrence.role === "seeker" && <Tag>{t.asSeeker}</Tag>}
                <Tag>{B.statusLabels[occurrence.status]}</Tag>
                {occurrence.outsideAvailability && <Tag color="orange">{B.outsideAvailability}</Tag>}
                {occurrence.reschedule && (
                  <p className="calendar-day-reschedule">
                    {B.newTimeProposed(formatWhen(occurrence.reschedule.startsAt))}
                  </p>
                )}
                <div className="booking-card-actions">
                  {awaitsAnswer(occurrence, user.id) && (
                    <>
                      <Button type="primary" onClick={() => void run(occurrence.bookingId, { action: "accept" })}>
                        {B.accept}
                      </Button>
                      <Button danger onClick={() => setAsking({ bookingId: occurrence.bookingId, action: "decline" })}>
                        {B.decline}
                      </Button>
                    </>
                  )}
                  {canReschedule(occurrence) && (
                    <Button
                      onClick={() =>
                        rescheduleStep.ask({
                          bookingId: occurrence.bookingId,
                          occurrence: occurrence.date,
                          startsAt: occurrence.startsAt,
                          endsAt: occurrence.endsAt,
                        })
                      }
                    >
                      {B.reschedule}
                    </Button>
                  )}
                  {occurrence.status === "confirmed" && Date.parse(occurrence.startsAt) > Date.now() && (
                    <Button
                      danger
                      onClick={() =>
                        setAsking({ bookingId: occurrence.bookingId, action: "cancel", occurrence: occurrence.date })
                      }
                    >
                      {B.cancelOne}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Modal>
      {reasonStep.dialog}
      {rescheduleStep.dialog}
      <CalendarFeed />
    </section>
  );
};

/** `/calendar`: the member's bookings across every space, by week or month, answered by keyboard. */
const CalendarScene = () => {
  usePageTitle(t.title);
  return (
    <MembersOnly title={t.title} prompt={t.signInPrompt}>
      {(user) => <HostCalendar user={user} />}
    </MembersOnly>
  );
};

export default CalendarScene;
