import { zodResolver } from "@hookform/resolvers/zod";
import {
  type BookingActionInput,
  bookingActionInput,
  type ProposeBookingInput,
  proposeBookingInput,
} from "@kindred/contract";
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import { z } from "zod";
import { addDays, today } from "../OfferCalendar/monthGrid";
import { toInstant } from "./bookingTime";

/** A day and two times as typed on this device. */
export interface TimeFields {
  date: string;
  start: string;
  end: string;
}

/** "Propose a time": the times, a weekly repeat, participants and a note. */
export interface ProposeFields extends TimeFields {
  weekly: boolean;
  until: string;
  participants: number | null;
  note: string;
}

const timeFields = z.object({ date: z.string(), start: z.string(), end: z.string() });

/** The typed day and times as instants with their offset (an end at or before the start ends the next day). */
export const instantsOf = ({ date, start, end }: TimeFields) => ({
  startsAt: toInstant(date, start),
  endsAt: toInstant(end <= start ? addDays(date, 1) : date, end),
});

/** Issues of the contract's schema on the body the fields make, so the form checks what the server will. */
const checkedBy =
  (schema: z.ZodType) =>
  (body: unknown, ctx: z.RefinementCtx): void => {
    const parsed = schema.safeParse(body);
    if (parsed.success) return;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  };

/** The field of the form that shows a message about a path of the contract's body (the form's own fields keep theirs). */
const FIELD_OF_PATH: Record<string, keyof ProposeFields> = {
  startsAt: "date",
  endsAt: "end",
  repeatWeekly: "until",
  "repeatWeekly.until": "until",
};
export const fieldOfPath = (path: string): keyof ProposeFields | undefined =>
  FIELD_OF_PATH[path] ?? (["participants", "note"].includes(path) ? (path as keyof ProposeFields) : undefined);

/** zodResolver over the body, its messages moved onto the fields that make each path. */
const onFields =
  <Fields extends FieldValues, Body>(resolver: Resolver<Fields, unknown, Body>): Resolver<Fields, unknown, Body> =>
  async (values, context, options) => {
    const result = await resolver(values, context, options);
    const flat = Object.entries(result.errors).flatMap(([path, error]) =>
      error && typeof error === "object" && "message" in error
        ? [[path, error]]
        : Object.entries(error ?? {}).map(([inner, nested]) => [`${path}.${inner}`, nested]),
    );
    if (flat.length === 0) return result;
    const errors: Record<string, unknown> = {};
    for (const [path, error] of flat) {
      const field = fieldOfPath(path);
      if (field && !errors[field]) errors[field] = error;
    }
    return { values: {}, errors: errors as FieldErrors<Fields> };
  };

export const initialProposeFields = (): ProposeFields => ({
  date: addDays(today(), 7),
  start: "18:00",
  end: "20:00",
  weekly: false,
  until: addDays(today(), 35),
  participants: null,
  note: "",
});

/** The proposal the fields make: the contract's body of `POST /api/matches/{id}/bookings`. */
export const proposeBodyOf = (fields: ProposeFields): ProposeBookingInput => ({
  ...instantsOf(fields),
  repeatWeekly: fields.weekly ? { until: fields.until } : null,
  participants: fields.participants,
  note: fields.note.trim() || null,
});

export const proposeBookingForm = z
  .object({
    ...timeFields.shape,
    weekly: z.boolean(),
    until: z.string(),
    participants: z.number().nullable(),
    note: z.string(),
  })
  .transform(proposeBodyOf)
  .superRefine(checkedBy(proposeBookingInput));

export const proposeResolver = onFields(
  zodResolver(proposeBookingForm) as unknown as Resolver<ProposeFields, unknown, ProposeBookingInput>,
);

/** "Reschedule": a new day and times for one confirmed date (`occurrence`), as `PATCH /api/bookings/{id}`'s body. */
export const rescheduleForm = (occurrence: string) =>
  timeFields
    .transform((fields): BookingActionInput => ({ action: "reschedule", occurrence, ...instantsOf(fields) }))
    .superRefine(checkedBy(bookingActionInput));

export const rescheduleResolver = (occurrence: string) =>
  onFields(zodResolver(rescheduleForm(occurrence)) as unknown as Resolver<TimeFields, unknown, BookingActionInput>);
