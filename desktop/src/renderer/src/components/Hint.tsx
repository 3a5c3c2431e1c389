import { TOOLTIP } from "@kindred/contract";
import { Tooltip } from "antd";
import type { ReactNode } from "react";

/** A tooltip with the spec's open delay (TOOLTIP.openDelayMs). */
export const Hint = ({ title, children }: { title: string; children: ReactNode }) => (
  <Tooltip title={title} mouseEnterDelay={TOOLTIP.openDelayMs / 1000}>
    {children}
  </Tooltip>
);
