import { BOOKING_RULES, BOOKING_TEXTS, type ProposeBookingInput } from "@kindred/contract";
import { Checkbox, Input, InputNumber, Modal } from "antd";
import { useId, useState } from "react";
import { type Control, Controller, useForm, useWatch } from "react-hook-form";
import { useProposeBooking } from "../../queries/bookings";
import { toast } from "../../stores/toastStore";
import { FormField } from "../FormField";
import { BookingTimeFields, placeRefusal, RefusalAlert } from "./BookingTimeFields";
import { initialProposeFields, type ProposeFields, proposeResolver, type TimeFields } from "./bookingForms";

const t = BOOKING_TEXTS;

/**
 * "Propose a time": one date, or weekly until a date, with participants and a note. The contract's
 * schema checks the fields before they are sent; a refusal keeps everything typed.
 */
export const ProposeBookingDialog = ({
  matchId,
  open,
  onClose,
}: {
  matchId: string;
  open: boolean;
  onClose: () => void;
}) => {
  const propose = useProposeBooking(matchId);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const { control, handleSubmit, reset, setError } = useForm<ProposeFields, unknown, ProposeBookingInput>({
    resolver: proposeResolver,
    defaultValues: initialProposeFields(),
  });
  const weekly = useWatch({ control, name: "weekly" });

  const submit = handleSubmit((body) => {
    setProblem(null);
    propose.mutate(body, {
      onSuccess: () => {
        toast({ title: t.proposed, variant: "success" });
        onClose();
      },
      onError: (error) => setProblem(placeRefusal(error, setError)),
    });
  });

  return (
    <Modal
      open={open}
      title={t.proposeTitle}
      okText={t.propose}
      cancelText={t.close}
      okButtonProps={{ loading: propose.isPending }}
      onOk={() => void submit()}
      onCancel={onClose}
      afterClose={() => {
        reset(initialProposeFields());
        setProblem(null);
      }}
      destroyOnHidden
    >
      <form className="booking-form" onSubmit={submit} noValidate aria-label={t.proposeTitle}>
        <RefusalAlert title={t.proposeFailed} message={problem} />
        <BookingTimeFields
          control={control as unknown as Control<TimeFields, unknown, ProposeBookingInput>}
          idPrefix={id}
        />
        <Controller
          control={control}
          name="weekly"
          render={({ field: { value, onChange, ...field } }) => (
            <Checkbox {...field} className="is-wide" checked={value} onChange={(e) => onChange(e.target.checked)}>
              {t.repeatWeekly}
            </Checkbox>
          )}
        />
        {weekly && (
          <Controller
            control={control}
            name="until"
            render={({ field, fieldState }) => (
              <FormField id={`${id}-until`} label={t.until} error={fieldState.error?.message}>
                {(aria) => <Input {...aria} {...field} type="date" />}
              </FormField>
            )}
          />
        )}
        <Controller
          control={control}
          name="participants"
          render={({ field: { onChange, ...field }, fieldState }) => (
            <FormField id={`${id}-participants`} label={t.participants} error={fieldState.error?.message}>
              {(aria) => (
                <InputNumber
                  {...aria}
                  {...field}
                  min={1}
                  // Its step buttons are mouse-only and named by the library in English; the arrow
                  // keys step the number, as in every other number field of the app.
                  controls={false}
                  onChange={(value) => onChange(typeof value === "number" ? value : null)}
                />
              )}
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="note"
          render={({ field, fieldState }) => (
            <div className="is-wide">
              <FormField id={`${id}-note`} label={t.note} error={fieldState.error?.message}>
                {(aria) => <Input.TextArea {...aria} {...field} maxLength={BOOKING_RULES.noteMax} />}
              </FormField>
            </div>
          )}
        />
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
    </Modal>
  );
};
