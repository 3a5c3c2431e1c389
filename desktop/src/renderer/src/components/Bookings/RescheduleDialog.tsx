import { BOOKING_TEXTS, type BookingActionInput } from "@kindred/contract";
import { Button, Modal } from "antd";
import { useId, useState } from "react";
import { type UseFormSetError, useForm } from "react-hook-form";
import { useBookingAction } from "../../queries/bookings";
import { toast } from "../../stores/toastStore";
import { BookingTimeFields, placeRefusal, RefusalAlert } from "./BookingTimeFields";
import { type ProposeFields, rescheduleResolver, type TimeFields } from "./bookingForms";
import { formatSpan, formatWhen, localDay, localTime } from "./bookingTime";

const t = BOOKING_TEXTS;

/** One confirmed date of a booking that may get a new time. */
export interface RescheduleAsk {
  bookingId: string;
  /** The date's day in the booking's zone, as the server names it. */
  occurrence: string;
  startsAt: string;
  endsAt: string;
}

const fieldsOf = (ask: RescheduleAsk): TimeFields => ({
  date: localDay(ask.startsAt),
  start: localTime(ask.startsAt),
  end: localTime(ask.endsAt),
});

/** The form for one date, mounted while the dialog is open: it starts from the date's own time. */
const RescheduleForm = ({ ask, onDone }: { ask: RescheduleAsk; onDone: () => void }) => {
  const action = useBookingAction();
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const { control, handleSubmit, setError } = useForm<TimeFields, unknown, BookingActionInput>({
    resolver: rescheduleResolver(ask.occurrence),
    defaultValues: fieldsOf(ask),
  });
  const submit = handleSubmit((body) => {
    setProblem(null);
    action.mutate(
      { bookingId: ask.bookingId, body },
      {
        onSuccess: () => {
          toast({ title: t.rescheduleSent, variant: "success" });
          onDone();
        },
        onError: (error) => setProblem(placeRefusal(error, setError as unknown as UseFormSetError<ProposeFields>)),
      },
    );
  });
  return (
    <form className="booking-form" onSubmit={submit} noValidate aria-label={t.rescheduleTitle}>
      <p className="is-wide booking-reschedule-now">
        {t.rescheduleNow(`${formatWhen(ask.startsAt)} (${formatSpan(ask.startsAt, ask.endsAt)})`)}
      </p>
      <RefusalAlert title={t.actionFailed} message={problem} />
      <BookingTimeFields control={control} idPrefix={id} />
      <p className="is-wide muted">{t.rescheduleHint}</p>
      <div className="is-wide form-actions">
        <Button onClick={onDone}>{t.close}</Button>
        <Button type="primary" htmlType="submit" loading={action.isPending}>
          {t.rescheduleSend}
        </Button>
      </div>
    </form>
  );
};

/** "Reschedule" one confirmed date: a new time for the other party to accept; until then the date keeps its time. */
export const RescheduleDialog = ({ ask, onClose }: { ask: RescheduleAsk | null; onClose: () => void }) => (
  <Modal open={ask !== null} title={t.rescheduleTitle} footer={null} onCancel={onClose} destroyOnHidden>
    {ask && <RescheduleForm key={`${ask.bookingId}-${ask.occurrence}`} ask={ask} onDone={onClose} />}
  </Modal>
);

/** The reschedule step of a date: `ask` opens it, `dialog` is rendered once by the caller. */
export const useRescheduleStep = () => {
  const [asking, setAsking] = useState<RescheduleAsk | null>(null);
  return { ask: setAsking, dialog: <RescheduleDialog ask={asking} onClose={() => setAsking(null)} /> };
};

/** Whether a date may get a new time: confirmed, not started, none proposed yet. */
export const canReschedule = (
  occurrence: { status: string; startsAt: string; reschedule: unknown },
  now = Date.now(),
) => occurrence.status === "confirmed" && Date.parse(occurrence.startsAt) > now && !occurrence.reschedule;
