import type { ReactElement, ReactNode } from "react";

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  help?: ReactNode;
  children: (aria: { id: string; "aria-invalid": boolean; "aria-describedby"?: string }) => ReactElement;
}

/** A labelled control with its help text and its error, wired for screen readers. */
export const FormField = ({ id, label, error, help, children }: FormFieldProps) => {
  const helpId = help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": describedBy })}
      {help && (
        <div id={helpId} className="form-help">
          {help}
        </div>
      )}
      {error && (
        <div id={errorId} className="form-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
};
