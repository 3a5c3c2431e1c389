import type { ReactElement, ReactNode } from "react";

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  help?: ReactNode;
  /** Shown beside the label, e.g. the edit screens' 'updated' badge. */
  badge?: ReactNode;
  children: (aria: { id: string; "aria-invalid": boolean; "aria-describedby"?: string }) => ReactElement;
}

/** A labelled control with its help text and its error, wired for screen readers. */
export const FormField = ({ id, label, error, help, badge, children }: FormFieldProps) => {
  const helpId = help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="form-field">
      <div className="form-label-row">
        <label htmlFor={id}>{label}</label>
        {badge}
      </div>
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
