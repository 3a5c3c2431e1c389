import type { AccessibilitySettings } from "@kindred/contract";
import type { ThemeConfig } from "antd";

const FONT_SIZES: Record<AccessibilitySettings["fontSize"], number> = {
  normal: 15,
  large: 17,
  "extra-large": 20,
};

/**
 * Control heights for each text size: inputs, selects and buttons grow with their text, so larger
 * text is never clipped by a box sized for the normal one (antd's are fixed at 32 / 40 / 24 px).
 */
const CONTROL_HEIGHTS: Record<AccessibilitySettings["fontSize"], { base: number; lg: number; sm: number }> = {
  normal: { base: 32, lg: 40, sm: 24 },
  large: { base: 36, lg: 44, sm: 28 },
  "extra-large": { base: 42, lg: 50, sm: 32 },
};

/** The antd theme for the current accessibility settings (docs/architecture.md "The web UI"). */
export const buildTheme = (settings: AccessibilitySettings): ThemeConfig => {
  const highContrast = settings.highContrast;
  return {
    cssVar: { key: "kindred" },
    token: {
      colorPrimary: highContrast ? "#003d36" : "#0f5f57",
      colorLink: highContrast ? "#002f8f" : "#0f5f57",
      colorText: highContrast ? "#000000" : "#1f2a28",
      colorTextSecondary: highContrast ? "#000000" : "#4a5754",
      colorTextTertiary: highContrast ? "#1a1a1a" : "#5b6764",
      colorTextDescription: highContrast ? "#000000" : "#4a5754",
      colorBorder: highContrast ? "#000000" : "#c9cfcc",
      colorBorderSecondary: highContrast ? "#000000" : "#e3e6e4",
      colorBgLayout: highContrast ? "#ffffff" : "#f6f4ef",
      colorError: highContrast ? "#9b0000" : "#b42318",
      colorSuccess: "#1d7a3e",
      borderRadius: 10,
      fontSize: FONT_SIZES[settings.fontSize],
      controlHeight: CONTROL_HEIGHTS[settings.fontSize].base,
      controlHeightLG: CONTROL_HEIGHTS[settings.fontSize].lg,
      controlHeightSM: CONTROL_HEIGHTS[settings.fontSize].sm,
      fontFamily:
        "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
      motion: !settings.reducedMotion,
      lineWidth: highContrast ? 2 : 1,
      lineWidthFocus: 3,
    },
    components: {
      Button: { fontWeight: 600, primaryShadow: "none" },
      Tabs: { itemColor: highContrast ? "#000000" : "#4a5754", horizontalItemGutter: 24 },
    },
  };
};
