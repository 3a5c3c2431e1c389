import { useEffect, useState } from "react";

const SLOT_CLASS = "dialog-toast-slot";

/** The open dialog on top: the last visible one, as antd adds each new dialog's portal at the end. */
const topDialogContainer = (): HTMLElement | null => {
  const dialogs = [...document.querySelectorAll<HTMLElement>(".ant-modal-wrap .ant-modal-container")].filter(
    // A dialog playing its closing animation is on its way out.
    (container) => container.getClientRects().length > 0 && !container.closest('[class*="-leave"]'),
  );
  return dialogs.at(-1) ?? null;
};

/**
 * A slot for the toast inside the dialog on top, between its title and its body, or null when no
 * dialog is open. A toast floating over the page would sit on top of a dialog's close button or
 * actions; in the dialog's own flow it covers nothing, and it stays inside the dialog that screen
 * readers are confined to.
 */
export const useDialogToastSlot = (): HTMLElement | null => {
  const [slot, setSlot] = useState<HTMLElement | null>(null);

  useEffect(() => {
    let frame = 0;
    let current: { container: HTMLElement; slot: HTMLElement } | null = null;
    const place = () => {
      frame = 0;
      const container = topDialogContainer();
      if (container === current?.container && current.slot.isConnected) return;
      current?.slot.remove();
      current = null;
      if (container) {
        const next = document.createElement("div");
        next.className = SLOT_CLASS;
        container.insertBefore(next, container.querySelector(":scope > .ant-modal-body"));
        current = { container, slot: next };
      }
      setSlot(current?.slot ?? null);
    };
    // Dialogs open and close in portals anywhere under <body>; look again once per frame at most.
    const observer = new MutationObserver((records) => {
      if (records.every((record) => record.target instanceof Element && record.target.closest(`.${SLOT_CLASS}`))) {
        return;
      }
      if (!frame) frame = requestAnimationFrame(place);
    });
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["style", "class"],
    });
    place();
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      current?.slot.remove();
    };
  }, []);

  return slot;
};
