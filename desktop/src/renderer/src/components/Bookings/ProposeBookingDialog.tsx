import { BOOKING_RULES, BOOKING_TEXTS, ERROR_MESSAGES } from "@kindred/contract";
import { Checkbox, Input, InputNumber, Modal } from "antd";
import { type FormEvent, useId, useState } from "react";
import { fieldIssues, serverMessage } from "../../lib/api";
import { useProposeBooking } from "../../queries/bookings";
import { toast } from "../../stores/toastStore";
import { addDays, today } from "../OfferCalendar/monthGrid";
import { toInstant } from "./bookingTime";

const t = BOOKING_TEXTS;

interface Fields {
  date: string;
  start: string;
  end: string;
  weekly: boolean;
  until: string;
  participants: number | null;
  note: string;
}

const initial = (): Fields => ({
  date: addDays(today(), 7),
  start: "18:00",
  end: "20:00",
  weekly: false,
  until: addDays(today(), 35),
  participants: null,
  note: "",
});

/** A date and times typed on this device, as the contract's body (an end before the start ends the next day). */
const bodyOf = (fields: Fields) => {
  const endDay = fields.end <= fields.start ? addDays(fields.date, 1) : fields.date;
  return {
    startsAt: toInstant(fields.date, fields.start),
    endsAt: toInstant(endDay, fields.end),
    repeatWeekly: fields.weekly ? { until: fields.until } : null,
    participants: fields.participants,
    note: fields.note.trim() || null,
  };
};

/** "Propose a time": one date, or weekly until a date, with participants and a note. */
export const ProposeBookingDialog = ({
  matchId,
  open,
  onClose,
}: {
  matchId: string;
  open: boolean;
  onClose: () => void;
}) => {
  const [fields, setFields] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const propose = useProposeBooking(matchId);
  const id = useId();
  const set = <K extends keyof Fields>(key: K, value: Fields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    propose.mutate(bodyOf(fields), {
      onSuccess: () => {
        toast({ title: t.proposed, variant: "success" });
        setErrors({});
        onClose();
      },
      onError: (error) => {
        setErrors(fieldIssues(error));
        toast({
          title: t.proposeFailed,
          description: serverMessage(error, ERROR_MESSAGES.tryAgain),
          variant: "destructive",
        });
      },
    });
  };

  const error = (path: string) =>
    errors[path] ? (
      <span className="field-error" id={`${id}-${path}-error`}>
        {errors[path]}
      </span>
    ) : null;
  const described = (path: string) => (errors[path] ? `${id}-${path}-error` : undefined);

  return (
    <Modal
      open={open}
      title={t.proposeTitle}
      okText={t.propose}
      cancelText={t.close}
      okButtonProps={{ loading: propose.isPending }}
      onOk={() => submit()}
      onCancel={onClose}
      afterClose={() => {
        setFields(initial());
        setErrors({});
      }}
      destroyOnHidden
    >
      <form className="booking-form" onSubmit={submit} aria-label={t.proposeTitle}>
        <label htmlFor={`${id}-date`}>
          {t.date}
          <Input
            id={`${id}-date`}
            type="date"
            value={fields.date}
            onChange={(e) => set("date", e.target.value)}
            aria-describedby={described("startsAt")}
          />
          {error("startsAt")}
        </label>
        <label htmlFor={`${id}-start`}>
          {t.from}
          <Input id={`${id}-start`} type="time" value={fields.start} onChange={(e) => set("start", e.target.value)} />
        </label>
        <label htmlFor={`${id}-end`}>
          {t.to}
          <Input
            id={`${id}-end`}
            type="time"
            value={fields.end}
            onChange={(e) => set("end", e.target.value)}
            aria-describedby={described("endsAt")}
          />
          {error("endsAt")}
        </label>
        <Checkbox className="is-wide" checked={fields.weekly} onChange={(e) => set("weekly", e.target.checked)}>
          {t.repeatWeekly}
        </Checkbox>
        {fields.weekly && (
          <label htmlFor={`${id}-until`}>
            {t.until}
            <Input
              id={`${id}-until`}
              type="date"
              value={fields.until}
              onChange={(e) => set("until", e.target.value)}
              aria-describedby={described("repeatWeekly.until")}
            />
            {error("repeatWeekly.until")}
          </label>
        )}
        <label htmlFor={`${id}-participants`}>
          {t.participants}
          <InputNumber
            id={`${id}-participants`}
            min={1}
            value={fields.participants}
            onChange={(value) => set("participants", typeof value === "number" ? value : null)}
            aria-describedby={described("participants")}
          />
          {error("participants")}
        </label>
        <label className="is-wide" htmlFor={`${id}-note`}>
          {t.note}
          <Input.TextArea
            id={`${id}-note`}
            value={fields.note}
            maxLength={BOOKING_RULES.noteMax}
            onChange={(e) => set("note", e.target.value)}
            aria-describedby={described("note")}
          />
          {error("note")}
        </label>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
    </Modal>
  );
};
