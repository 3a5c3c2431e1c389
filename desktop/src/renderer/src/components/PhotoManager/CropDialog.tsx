import { ArrowDownOutlined, ArrowLeftOutlined, ArrowRightOutlined, ArrowUpOutlined } from "@ant-design/icons";
import { CROP, PHOTO_TEXTS } from "@kindred/contract";
import { Button, Modal, Radio, Spin, Tag } from "antd";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import ReactCrop from "react-image-crop";
import "react-image-crop/dist/ReactCrop.css";
import { cropRatioValue } from "../../../../shared/crop";
import {
  fitsMinimumCrop,
  fromPercentRect,
  type ImageSize,
  initialCropRect,
  nudgeCropRect,
  toPercentRect,
} from "../../lib/cropGeometry";
import type { CropRatioKey, CropRect, PickedImage } from "../../platform";

const t = PHOTO_TEXTS.crop;

type NudgeStep = (typeof CROP.nudgeSteps)[number];

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** Arrow keys move the crop by 1 pixel, with Shift by 10, with Ctrl or ⌘ by 100 (source pixels). */
const keyStep = (event: KeyboardEvent): NudgeStep => {
  if (event.ctrlKey || event.metaKey) return 100;
  return event.shiftKey ? 10 : 1;
};

interface CropDialogProps {
  /** The photo to crop; the dialog is open while there is one. */
  image: PickedImage | null;
  /** Where this photo is in the batch being added. */
  position: { n: number; total: number };
  /** Crops and hands the result on; the dialog shows "Cropping..." until it settles. */
  onApply: (rect: CropRect, ratio: CropRatioKey) => Promise<void>;
  /** Leaves this photo out. */
  onSkip: () => void;
  /** The browser could not read the photo. */
  onUnreadable: () => void;
  /** The photo is smaller than the smallest crop (CROP.minSize a side), so it cannot be cropped. */
  onTooSmall: (image: PickedImage) => void;
  /** The shape it opens with and Reset goes back to (a profile photo: square); 16:10 unless said. */
  initialRatio?: CropRatioKey;
  /** The button that leaves the photo out ("Skip Photo" in a batch of listing photos). */
  skipLabel?: string;
}

/**
 * The Crop dialog (docs/product.md section 2): 16:10 (recommended, default, 90% width), Square, 4:3 or
 * Free Form, Reset, at least 50 × 50 source pixels, and nudging by 1, 10 or 100 pixels. The crop
 * itself is the platform's cropImage (canvas in the browser, sharp on the desktop).
 */
export const CropDialog = ({
  image,
  position,
  onApply,
  onSkip,
  onUnreadable,
  onTooSmall,
  initialRatio = CROP.defaultRatio,
  skipLabel = t.skip,
}: CropDialogProps) => {
  const [natural, setNatural] = useState<ImageSize | null>(null);
  const [displayWidth, setDisplayWidth] = useState(0);
  const [ratio, setRatio] = useState<CropRatioKey>(initialRatio);
  const [rect, setRect] = useState<CropRect | null>(null);
  const [step, setStep] = useState<NudgeStep>(CROP.nudgeSteps[0]);
  const [applying, setApplying] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);

  // Every photo starts over: default ratio, initial crop, smallest step.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the photo changes
  useEffect(() => {
    setNatural(null);
    setRect(null);
    setRatio(initialRatio);
    setStep(CROP.nudgeSteps[0]);
  }, [image]);

  const onImageLoad = () => {
    const element = imageRef.current;
    if (!element || !image) return;
    const size = { width: element.naturalWidth, height: element.naturalHeight };
    if (!fitsMinimumCrop(size)) {
      onTooSmall(image);
      return;
    }
    setNatural(size);
    setDisplayWidth(element.width);
    setRect(initialCropRect(size, ratio));
  };

  const chooseRatio = (next: CropRatioKey) => {
    setRatio(next);
    if (natural) setRect(initialCropRect(natural, next));
  };

  const reset = () => {
    setRatio(initialRatio);
    setStep(CROP.nudgeSteps[0]);
    if (natural) setRect(initialCropRect(natural, initialRatio));
  };

  const nudge = (dx: number, dy: number, by: number) => {
    if (natural) setRect((current) => current && nudgeCropRect(current, dx * by, dy * by, natural));
  };

  // The crop area itself takes the arrow keys in source pixels; its resize handles keep the widget's own.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const arrow = ARROWS[event.key];
    const target = event.target as HTMLElement;
    if (!arrow || !target.classList.contains("ReactCrop__crop-selection")) return;
    event.preventDefault();
    event.stopPropagation();
    nudge(arrow[0], arrow[1], keyStep(event));
  };

  const apply = async () => {
    if (!rect) return;
    setApplying(true);
    try {
      await onApply(rect, ratio);
    } finally {
      setApplying(false);
    }
  };

  const minDisplaySide = natural && displayWidth ? (CROP.minSize * displayWidth) / natural.width : CROP.minSize;

  return (
    <Modal
      open={image !== null}
      onCancel={applying ? undefined : onSkip}
      closable={!applying}
      mask={{ closable: false }}
      width={760}
      title={
        <div>
          <h2 className="dialog-title">{t.title}</h2>
          {position.total > 1 && <p className="dialog-subtitle">{t.progress(position.n, position.total)}</p>}
        </div>
      }
      footer={[
        <Button key="skip" onClick={onSkip} disabled={applying}>
          {skipLabel}
        </Button>,
        <Button key="apply" type="primary" onClick={apply} loading={applying} disabled={!rect}>
          {applying ? t.applying : t.apply}
        </Button>,
      ]}
    >
      <div className="crop-controls">
        <Radio.Group
          aria-label={t.ratio}
          optionType="button"
          value={ratio}
          onChange={(event) => chooseRatio(event.target.value as CropRatioKey)}
          options={CROP.ratios.map((choice) => ({
            value: choice.key,
            label: (
              <>
                {choice.label}
                {"recommended" in choice && choice.recommended && (
                  <Tag className="crop-recommended">{t.recommended}</Tag>
                )}
              </>
            ),
          }))}
        />
        <Button onClick={reset} disabled={!natural}>
          {t.reset}
        </Button>
      </div>
      <div className="crop-stage" onKeyDownCapture={onKeyDownCapture}>
        {image && (
          <ReactCrop
            crop={rect && natural ? { unit: "%", ...toPercentRect(rect, natural) } : undefined}
            aspect={cropRatioValue(ratio)}
            minWidth={minDisplaySide}
            minHeight={minDisplaySide}
            keepSelection
            ruleOfThirds
            onChange={(_, percent) => natural && setRect(fromPercentRect(percent, natural, ratio))}
            ariaLabels={{ ...ReactCrop.defaultProps.ariaLabels, cropArea: t.area }}
          >
            <img
              ref={imageRef}
              src={image.previewUrl}
              alt={image.name}
              onLoad={onImageLoad}
              onError={onUnreadable}
              className="crop-image"
            />
          </ReactCrop>
        )}
        {!natural && (
          <div className="crop-loading" role="status">
            <Spin />
            <span>{t.loading}</span>
          </div>
        )}
      </div>
      <div className="crop-nudge">
        <fieldset className="crop-nudge-pad">
          <legend>{t.nudge}</legend>
          <Button icon={<ArrowUpOutlined />} aria-label={t.up} onClick={() => nudge(0, -1, step)} disabled={!rect} />
          <Button
            icon={<ArrowLeftOutlined />}
            aria-label={t.left}
            onClick={() => nudge(-1, 0, step)}
            disabled={!rect}
          />
          <Button
            icon={<ArrowRightOutlined />}
            aria-label={t.right}
            onClick={() => nudge(1, 0, step)}
            disabled={!rect}
          />
          <Button icon={<ArrowDownOutlined />} aria-label={t.down} onClick={() => nudge(0, 1, step)} disabled={!rect} />
        </fieldset>
        <Radio.Group
          aria-label={t.step}
          optionType="button"
          size="small"
          value={step}
          onChange={(event) => setStep(event.target.value as NudgeStep)}
          options={CROP.nudgeSteps.map((value) => ({ value, label: t.stepPixels(value) }))}
        />
        {rect && (
          <output className="crop-readout" aria-live="polite" data-testid="crop-readout">
            {t.size(rect.width, rect.height)} {t.position(rect.x, rect.y)}
          </output>
        )}
      </div>
    </Modal>
  );
};
