/** What a capture attempt means for the member: the image, or why there is none. */
export const captureForFeedback = async (
  capture: () => Promise<string | null>,
): Promise<{ outcome: "captured"; screenshot: string } | { outcome: "unavailable" | "failed" }> => {
  try {
    const screenshot = await capture();
    return screenshot ? { outcome: "captured", screenshot } : { outcome: "unavailable" };
  } catch {
    return { outcome: "failed" };
  }
};
