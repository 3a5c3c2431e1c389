import { CloseOutlined } from "@ant-design/icons";
import { TOASTS, WEB_TEXTS } from "@kindred/contract";
import { Button } from "antd";
import { type PointerEvent, useEffect, useRef } from "react";
import { useToastStore } from "../stores/toastStore";
import { useAccessibility } from "./AccessibilityProvider";

/** The one-toast area (spec section 9): F8 focuses it, a swipe right or the close button dismisses. */
export const Toaster = () => {
  const current = useToastStore((state) => state.toast);
  const dismiss = useToastStore((state) => state.dismiss);
  const { settings } = useAccessibility();
  const regionRef = useRef<HTMLElement>(null);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === TOASTS.hotkey) regionRef.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current !== null && event.clientX - swipeStart.current > TOASTS.swipeThresholdPx) dismiss();
    swipeStart.current = null;
  };

  const live = settings.announcements ? (current?.variant === "destructive" ? "assertive" : "polite") : "off";

  return (
    <section ref={regionRef} className="toast-region" aria-label={WEB_TEXTS.toasts.region} tabIndex={-1}>
      <div
        role="status"
        aria-live={live}
        aria-atomic="true"
        style={{ maxWidth: TOASTS.maxWidthPx, marginLeft: "auto" }}
      >
        {current && (
          <div
            key={current.id}
            className={`toast toast-${current.variant}`}
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
    </section>
  );
};
