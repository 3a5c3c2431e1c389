import { CloseOutlined } from "@ant-design/icons";
import { TOASTS, WEB_TEXTS } from "@kindred/contract";
import { Button } from "antd";
import { type PointerEvent, useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { useToastStore } from "../stores/toastStore";
import { useAccessibility } from "./AccessibilityProvider";
import { useDialogToastSlot } from "./useDialogToastSlot";

/**
 * The one-toast area (docs/product.md section 9): F8 focuses it, a swipe right or the close button dismisses.
 * While a dialog is open the toast shows inside it (see useDialogToastSlot) instead of over it.
 */
export const Toaster = () => {
  const current = useToastStore((state) => state.toast);
  const dismiss = useToastStore((state) => state.dismiss);
  const { settings } = useAccessibility();
  const dialogSlot = useDialogToastSlot();
  const regionRef = useRef<HTMLElement>(null);
  const toastRef = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== TOASTS.hotkey) return;
      if (dialogSlot) toastRef.current?.focus();
      else regionRef.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [dialogSlot]);

  // In a dialog scrolled down the slot may be above the view; bring the new toast into it.
  useEffect(() => {
    if (current && dialogSlot) toastRef.current?.scrollIntoView({ block: "nearest" });
  }, [current, dialogSlot]);

  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current !== null && event.clientX - swipeStart.current > TOASTS.swipeThresholdPx) dismiss();
    swipeStart.current = null;
  };

  const live = settings.announcements ? (current?.variant === "destructive" ? "assertive" : "polite") : "off";

  const status = (
    <div
      role="status"
      aria-live={live}
      aria-atomic="true"
      style={dialogSlot ? undefined : { maxWidth: TOASTS.maxWidthPx, marginLeft: "auto" }}
    >
      {current && (
        <div
          ref={toastRef}
          key={current.id}
          className={`toast toast-${current.variant}`}
          tabIndex={dialogSlot ? -1 : undefined}
          onPointerDown={(event) => {
            swipeStart.current = event.clientX;
          }}
          onPointerUp={onPointerUp}
        >
          <div className="toast-body">
            <div className="toast-title">{current.title}</div>
            {current.description && <div className="toast-description">{current.description}</div>}
          </div>
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={WEB_TEXTS.toasts.close}
            onClick={() => dismiss(current.id)}
          />
        </div>
      )}
    </div>
  );

  return (
    <section ref={regionRef} className="toast-region" aria-label={WEB_TEXTS.toasts.region} tabIndex={-1}>
      {dialogSlot ? createPortal(status, dialogSlot) : status}
    </section>
  );
};
