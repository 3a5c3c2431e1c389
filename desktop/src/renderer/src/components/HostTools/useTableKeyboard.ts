import { HOST_TOOLS_TEXTS, type SpaceOffer } from "@kindred/contract";
import { type HTMLAttributes, type Key, type KeyboardEvent, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { moveIndex, tableKeyAction } from "../../lib/shortcutKeys";

const t = HOST_TOOLS_TEXTS.keyboard;

interface TableKeyboardOptions {
  selected: readonly Key[];
  setSelected: (keys: Key[]) => void;
  /** Pause or resume one space, as its switch does. */
  setActive: (offer: SpaceOffer, isActive: boolean) => void;
}

const rowsOf = (row: HTMLElement) => [...(row.parentElement?.querySelectorAll<HTMLElement>("tr[data-row-key]") ?? [])];

/**
 * Keyboard use of the My Spaces table: one row at a time is in the tab order (a roving tabindex);
 * arrows move in the order shown (after sorting and filtering), Space selects, Enter opens, E edits,
 * P pauses or resumes. Keys pressed on the row's own controls stay theirs. Each move and change is
 * spoken through `announcement` (a polite live region).
 */
export const useTableKeyboard = ({ selected, setSelected, setActive }: TableKeyboardOptions) => {
  const navigate = useNavigate();
  const [current, setCurrent] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");

  // A filter, a page change or a deletion can take the current row away; the first row shown then
  // takes its place in the tab order, so the table can always be reached with Tab.
  useEffect(() => {
    if (current && !document.querySelector(`tr[data-row-key="${CSS.escape(current)}"]`)) setCurrent(null);
  });

  const onKeyDown = (offer: SpaceOffer) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    const action = tableKeyAction(event);
    if (!action) return;
    event.preventDefault();
    const row = event.currentTarget;
    switch (action) {
      case "previous":
      case "next":
      case "first":
      case "last": {
        const rows = rowsOf(row);
        rows[moveIndex(rows.indexOf(row), action, rows.length)]?.focus();
        return;
      }
      case "select": {
        const isSelected = selected.includes(offer.id);
        setSelected(isSelected ? selected.filter((key) => key !== offer.id) : [...selected, offer.id]);
        setAnnouncement(t.selectedAnnounce(offer.spaceName, !isSelected));
        return;
      }
      case "open":
        navigate(`/space-offer/${offer.id}`);
        return;
      case "edit":
        navigate(`/edit-offer/${offer.id}`);
        return;
      case "pause":
        setActive(offer, !offer.isActive);
        setAnnouncement(t.activeAnnounce(offer.spaceName, !offer.isActive));
        return;
    }
  };

  /** Props for antd's `onRow`: the row's place in the tab order, its keys and its announcement. */
  const rowProps = (offer: SpaceOffer, index: number | undefined): HTMLAttributes<HTMLElement> => ({
    tabIndex: current === offer.id || (current === null && index === 0) ? 0 : -1,
    // A class as well as :focus: the outline must survive the row re-rendering under focus.
    className: focused === offer.id ? "is-keyboard-current" : undefined,
    onBlur: (event) => {
      if (event.target === event.currentTarget) setFocused(null);
    },
    onKeyDown: onKeyDown(offer),
    onFocus: (event) => {
      if (event.target !== event.currentTarget) return;
      setCurrent(offer.id);
      setFocused(offer.id);
      const rows = rowsOf(event.currentTarget);
      const position = rows.indexOf(event.currentTarget) + 1;
      setAnnouncement(
        t.rowAnnounce(position, rows.length, offer.spaceName, offer.isActive, selected.includes(offer.id)),
      );
    },
  });

  return { rowProps, announcement };
};
