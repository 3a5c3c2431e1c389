import { CameraOutlined, CloseOutlined } from "@ant-design/icons";
import { COMMUNITY_TEXTS, ERROR_MESSAGES, SUCCESS_MESSAGES } from "@kindred/contract";
import { Button } from "antd";
import { useState } from "react";
import { getPlatform } from "../../platform";
import { toast } from "../../stores/toastStore";
import { captureForFeedback } from "./captureForFeedback";
import "./screenshotCapture.css";

const t = COMMUNITY_TEXTS.screenshot;

interface ScreenshotCaptureProps {
  value: string | null;
  onChange: (screenshot: string | null) => void;
}

/** The feedback form's optional screenshot: capture through the platform, preview, remove. */
export const ScreenshotCapture = ({ value, onChange }: ScreenshotCaptureProps) => {
  const [capturing, setCapturing] = useState(false);

  const capture = async () => {
    setCapturing(true);
    const result = await captureForFeedback(() => getPlatform().captureScreenshot());
    setCapturing(false);
    if (result.outcome === "captured") {
      onChange(result.screenshot);
      toast({ title: SUCCESS_MESSAGES.screenshotCaptured, variant: "success" });
    } else if (result.outcome === "unavailable") {
      toast({ title: ERROR_MESSAGES.screenshotNotAvailable, variant: "destructive" });
    } else {
      toast({ ...ERROR_MESSAGES.screenshotFailed, variant: "destructive" });
    }
  };

  return (
    <div className="screenshot-capture">
      <span className="screenshot-capture-label">{t.label}</span>
      {value ? (
        <div className="screenshot-preview">
          <img src={value} alt={t.thumbnailAlt} className="screenshot-thumbnail" />
          <span className="muted">{t.capturedText}</span>
          <Button size="small" icon={<CloseOutlined aria-hidden />} onClick={() => onChange(null)}>
            {t.remove}
          </Button>
        </div>
      ) : (
        <Button icon={<CameraOutlined aria-hidden />} loading={capturing} onClick={capture}>
          {capturing ? t.capturing : t.capture}
        </Button>
      )}
    </div>
  );
};
