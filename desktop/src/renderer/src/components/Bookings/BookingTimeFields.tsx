import { BOOKING_TEXTS, ERROR_MESSAGES } from "@kindred/contract";
import { Alert, Input } from "antd";
import { type Control, Controller, type UseFormSetError } from "react-hook-form";
import { fieldIssues, serverMessage } from "../../lib/api";
import { FormField } from "../FormField";
import { fieldOfPath, type ProposeFields, type TimeFields } from "./bookingForms";

const t = BOOKING_TEXTS;

const TIME_FIELDS = [
  { name: "date", label: t.date, type: "date" },
  { name: "start", label: t.from, type: "time" },
  { name: "end", label: t.to, type: "time" },
] as const;

/** Date, From and To of a booking form, each with its message (an end before the start ends the next day). */
export const BookingTimeFields = <Body,>({
  control,
  idPrefix,
}: {
  control: Control<TimeFields, unknown, Body>;
  idPrefix: string;
}) => (
  <>
    {TIME_FIELDS.map(({ name, label, type }) => (
      <Controller
        key={name}
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <FormField id={`${idPrefix}-${name}`} label={label} error={fieldState.error?.message}>
            {(aria) => <Input {...aria} {...field} type={type} />}
          </FormField>
        )}
      />
    ))}
  </>
);

/**
 * A refused submit: the server's field messages land on the fields that make their paths; anything
 * else (a 409's text, a lost connection) is returned for the dialog to show. What was typed stays.
 */
export const placeRefusal = (error: unknown, setError: UseFormSetError<ProposeFields>): string | null => {
  let placed = false;
  for (const [path, message] of Object.entries(fieldIssues(error))) {
    const field = fieldOfPath(path);
    if (!field) continue;
    setError(field, { message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed ? null : serverMessage(error, ERROR_MESSAGES.tryAgain);
};

/** The server's answer to a refused booking form, inside the dialog. */
export const RefusalAlert = ({ title, message }: { title: string; message: string | null }) =>
  message ? <Alert type="error" showIcon title={title} description={message} className="booking-refusal" /> : null;
