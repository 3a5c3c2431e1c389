import { LeftOutlined, RightOutlined } from "@ant-design/icons";
import { PHOTO_VIEWER_TEXTS } from "@kindred/contract";
import { Modal } from "antd";
import { type PointerEvent, type RefObject, useEffect, useEffectEvent, useRef, useState } from "react";
import { photoVariant } from "../../lib/photoVariant";
import { PhotoImage } from "./PhotoImage";
import { stepIndex, swipeStep } from "./photoNavigation";
import "./photoViewer.css";

const t = PHOTO_VIEWER_TEXTS;
const LARGE_WIDTH = 1280;

export interface ViewerPhoto {
  src: string;
  alt: string;
}

export interface PhotoLightboxProps {
  photos: readonly ViewerPhoto[];
  /** Whose photos these are; names the dialog. */
  name: string;
  /** The photo on show, or null while the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** Loads the neighbours' large copies ahead, so Next and Previous show them at once. */
const usePreloadedNeighbours = (photos: readonly ViewerPhoto[], index: number, open: boolean) => {
  useEffect(() => {
    if (!open || photos.length < 2) return;
    for (const step of [1, -1] as const) {
      const neighbour = photos[stepIndex(index, photos.length, step)];
      if (neighbour) new Image().src = photoVariant(neighbour.src, LARGE_WIDTH);
    }
  }, [photos, index, open]);
};

const FOCUSABLE = "button:not(:disabled), [href], [tabindex]:not([tabindex='-1'])";

/**
 * Tab and Shift+Tab go round the viewer's own controls. antd pulls focus back only once it has
 * landed elsewhere in the page, so Tab from the last control would first escape to the browser.
 */
const keepTabInside = (event: KeyboardEvent, dialog: Element) => {
  const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const outside = active === dialog || !dialog.contains(active);
  const target = event.shiftKey ? (active === first || outside) && last : (active === last || outside) && first;
  if (target) {
    event.preventDefault();
    target.focus();
  }
};

/**
 * While the viewer is open: ArrowLeft and ArrowRight move through the photos and Tab stays inside
 * (Escape is antd's).
 */
const useViewerKeys = (open: boolean, inside: RefObject<HTMLElement | null>, onStep?: (step: 1 | -1) => void) => {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const dialog = inside.current?.closest("[role='dialog']");
    if (event.key === "Tab" && dialog) keepTabInside(event, dialog);
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (step !== 0 && onStep) {
      event.preventDefault();
      onStep(step);
    }
  });
  useEffect(() => {
    if (!open) return;
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, [open]);
};

/** A horizontal drag of a finger or pointer across the photo moves to the next or previous one. */
const useSwipe = (onStep: (step: 1 | -1) => void) => {
  const start = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.isPrimary && event.button === 0) {
        start.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
      }
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.pointerId !== event.pointerId) return;
      const step = swipeStep(event.clientX - from.x, event.clientY - from.y);
      if (step !== 0) onStep(step);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
};

/**
 * The photo viewer lightbox (docs/product.md section 2): one photo large, Previous and Next (wrapping around
 * at the ends), the arrow keys and swipes, Escape or Close to leave, and the counter 'n of total'.
 * antd's Modal keeps focus inside and hands it back to the thumbnail that opened it.
 */
export const PhotoLightbox = ({ photos, name, index, onIndexChange, onClose }: PhotoLightboxProps) => {
  const total = photos.length;
  const open = index !== null && total > 0;
  // While the viewer fades out (index already null) it keeps showing the photo it was closed on.
  const [shown, setShown] = useState(0);
  const current = open ? Math.min(Math.max(index, 0), total - 1) : Math.min(shown, Math.max(total - 1, 0));
  if (open && current !== shown) setShown(current);
  const photo = photos[current];
  const canStep = open && total > 1;
  const step = (direction: 1 | -1) => {
    if (canStep) onIndexChange(stepIndex(current, total, direction));
  };

  const stage = useRef<HTMLDivElement>(null);
  useViewerKeys(open, stage, canStep ? step : undefined);
  usePreloadedNeighbours(photos, current, open);
  const swipe = useSwipe(step);

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={name}
      footer={null}
      width="100%"
      rootClassName="photo-lightbox"
      closable={{ "aria-label": t.close }}
      destroyOnHidden
    >
      <div ref={stage} className="photo-lightbox-stage" {...swipe}>
        {canStep && (
          <button
            type="button"
            className="photo-lightbox-nav photo-lightbox-previous"
            aria-label={t.previous}
            onClick={() => step(-1)}
          >
            <LeftOutlined aria-hidden="true" />
          </button>
        )}
        {photo && (
          <PhotoImage
            key={photo.src}
            className="photo-lightbox-image"
            brokenClassName="photo-lightbox-broken"
            src={photoVariant(photo.src, LARGE_WIDTH)}
            alt={photo.alt}
            draggable={false}
          />
        )}
        {canStep && (
          <button
            type="button"
            className="photo-lightbox-nav photo-lightbox-next"
            aria-label={t.next}
            onClick={() => step(1)}
          >
            <RightOutlined aria-hidden="true" />
          </button>
        )}
      </div>
      <p className="photo-lightbox-counter" aria-live="polite">
        {t.counter(current + 1, total)}
      </p>
    </Modal>
  );
};
