import { WEB_TEXTS } from "@kindred/contract";
import { Input } from "antd";
import { type Control, Controller } from "react-hook-form";
import { FormField } from "../FormField";
import type { ProfileFormInput, ProfileFormOutput } from "./profileForm";

const t = WEB_TEXTS.profile;

type ProfileControl = Control<ProfileFormInput, unknown, ProfileFormOutput>;

/** First Name, Last Name, Location, Bio (4 rows), Interests & Passions. */
export const ProfileFields = ({ control, idPrefix }: { control: ProfileControl; idPrefix: string }) => (
  <>
    <div className="form-row">
      <Controller
        control={control}
        name="firstName"
        render={({ field, fieldState }) => (
          <FormField id={`${idPrefix}-first-name`} label={t.firstName} error={fieldState.error?.message}>
            {(aria) => <Input {...aria} {...field} autoComplete="given-name" status={fieldState.error && "error"} />}
          </FormField>
        )}
      />
      <Controller
        control={control}
        name="lastName"
        render={({ field, fieldState }) => (
          <FormField id={`${idPrefix}-last-name`} label={t.lastName} error={fieldState.error?.message}>
            {(aria) => <Input {...aria} {...field} autoComplete="family-name" status={fieldState.error && "error"} />}
          </FormField>
        )}
      />
    </div>
    <Controller
      control={control}
      name="location"
      render={({ field, fieldState }) => (
        <FormField id={`${idPrefix}-location`} label={t.location} error={fieldState.error?.message}>
          {(aria) => (
            <Input
              {...aria}
              {...field}
              value={field.value ?? ""}
              placeholder={t.locationPlaceholder}
              autoComplete="address-level2"
            />
          )}
        </FormField>
      )}
    />
    <Controller
      control={control}
      name="bio"
      render={({ field, fieldState }) => (
        <FormField id={`${idPrefix}-bio`} label={t.bio} error={fieldState.error?.message}>
          {(aria) => <Input.TextArea {...aria} {...field} value={field.value ?? ""} rows={4} />}
        </FormField>
      )}
    />
    <Controller
      control={control}
      name="interests"
      render={({ field, fieldState }) => (
        <FormField
          id={`${idPrefix}-interests`}
          label={t.interestsLabel}
          help={t.interestsHelp}
          error={fieldState.error?.message}
        >
          {(aria) => <Input {...aria} {...field} placeholder={t.interestsPlaceholder} />}
        </FormField>
      )}
    />
  </>
);
