import { type ChoiceGroup, choiceLabel } from "@kindred/contract";
import type { ReactNode, Ref } from "react";
import "./listingForm.css";

interface ChoiceGroupsProps {
  idPrefix: string;
  groups: readonly ChoiceGroup[];
  /** Every chosen id, across the groups (one stored list, docs/product.md section 3). */
  value: readonly string[];
  /** The new list, and the option the member switched (to apply the switch to a newer list). */
  onChange: (value: string[], toggled: string) => void;
  onBlur?: () => void;
  /** Messages to show under a group, by group key. */
  errorsByGroup?: Partial<Record<string, string[]>>;
  /** Beside the first group's label (the 'updated' badge). */
  badge?: ReactNode;
  focusRef?: Ref<HTMLButtonElement>;
}

/** The list with `option` switched: taken out when chosen, else added. */
export const toggleChoice = (value: readonly string[], option: string): string[] =>
  value.includes(option) ? value.filter((id) => id !== option) : [...value, option];

/**
 * Grouped tag pickers: each option is a toggle button (aria-pressed), reachable with Tab and
 * switched with Space or Enter; each group is a labelled fieldset with its description.
 */
export const ChoiceGroups = ({
  idPrefix,
  groups,
  value,
  onChange,
  onBlur,
  errorsByGroup,
  badge,
  focusRef,
}: ChoiceGroupsProps) => {
  const chosen = new Set(value);
  const toggle = (option: string) => onChange(toggleChoice(value, option), option);

  return (
    <div className="choice-groups">
      {groups.map((group, groupIndex) => {
        const descriptionId = `${idPrefix}-${group.key}-description`;
        const errors = errorsByGroup?.[group.key] ?? [];
        const errorId = errors.length > 0 ? `${idPrefix}-${group.key}-error` : undefined;
        return (
          <fieldset
            key={group.key}
            className="choice-group"
            aria-describedby={[descriptionId, errorId].filter(Boolean).join(" ")}
            aria-invalid={errors.length > 0 || undefined}
          >
            <legend className="choice-group-legend">
              {group.label}
              {groupIndex === 0 && badge}
            </legend>
            <p id={descriptionId} className="form-help choice-group-description">
              {group.description}
            </p>
            <div className="choice-tags">
              {group.options.map((option, optionIndex) => {
                const pressed = chosen.has(option);
                return (
                  <button
                    key={option}
                    ref={groupIndex === 0 && optionIndex === 0 ? focusRef : undefined}
                    type="button"
                    className={pressed ? "choice-tag choice-tag-on" : "choice-tag"}
                    aria-pressed={pressed}
                    onClick={() => toggle(option)}
                    onBlur={onBlur}
                  >
                    {pressed && (
                      <span aria-hidden="true" className="choice-tag-check">
                        ✓
                      </span>
                    )}
                    <span>{choiceLabel(option)}</span>
                  </button>
                );
              })}
            </div>
            {errorId && (
              <div id={errorId} className="form-error" role="alert">
                {errors.map((message) => (
                  <div key={message}>{message}</div>
                ))}
              </div>
            )}
          </fieldset>
        );
      })}
    </div>
  );
};

/** The 'updated' badge of the edit screens (spec "Edit screens"). */
export const UpdatedBadge = ({ label }: { label: string }) => <span className="updated-badge">{label}</span>;
