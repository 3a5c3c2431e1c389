import { LISTING_TEXTS } from "@kindred/contract";
import { Button, Checkbox } from "antd";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import "./listingForm.css";

interface TermsFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  id: string;
  onReadGuidelines: () => void;
}

/** The terms box of the posting dialogs, with a way to read the Community Guidelines. */
export const TermsField = <T extends FieldValues & { agreeToTerms: boolean }, TOut>({
  control,
  id,
  onReadGuidelines,
}: TermsFieldProps<T, TOut>) => (
  <Controller
    control={control}
    name={"agreeToTerms" as Path<T>}
    render={({ field, fieldState }) => {
      const errorId = fieldState.error ? `${id}-error` : undefined;
      return (
        <div className="terms-field">
          <Checkbox
            id={id}
            ref={field.ref}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            aria-invalid={Boolean(fieldState.error)}
            aria-describedby={errorId}
          >
            {LISTING_TEXTS.fields.agreeToTerms}
          </Checkbox>
          <Button type="link" className="terms-read" onClick={onReadGuidelines}>
            {LISTING_TEXTS.fields.readGuidelines}
          </Button>
          {errorId && (
            <div id={errorId} className="form-error" role="alert">
              {fieldState.error?.message}
            </div>
          )}
        </div>
      );
    }}
  />
);
