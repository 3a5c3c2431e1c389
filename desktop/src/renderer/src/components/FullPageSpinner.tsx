import { WEB_TEXTS } from "@kindred/contract";
import { Spin } from "antd";

export const FullPageSpinner = () => (
  <div className="full-page-spinner" role="status" aria-live="polite">
    <Spin size="large" />
    <span className="visually-hidden">{WEB_TEXTS.loading}</span>
  </div>
);
