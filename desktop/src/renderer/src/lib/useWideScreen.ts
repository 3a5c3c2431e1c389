import { useEffect, useState } from "react";

/** The width from which the app lays out for large screens (the bottom bar shows below it). */
export const WIDE_SCREEN_QUERY = "(min-width: 768px)";

/** Whether the window is wide (WIDE_SCREEN_QUERY), following resizes. */
export const useWideScreen = (): boolean => {
  const [wide, setWide] = useState(() =>
    typeof window.matchMedia === "function" ? window.matchMedia(WIDE_SCREEN_QUERY).matches : true,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const query = window.matchMedia(WIDE_SCREEN_QUERY);
    const follow = () => setWide(query.matches);
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, []);
  return wide;
};
