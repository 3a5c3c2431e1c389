import type { AccessibilitySettings } from "@kindred/contract";
import type { ThemeConfig } from "antd";

const FONT_SIZES: Record<AccessibilitySettings["fontSize"], number> = {
  normal: 15,
  large: 17,
  "extra-large": 20,
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
