/**
 * scheme://host[:port] of a URL, or null. Node's URL reports "null" as the origin
 * of custom schemes such as app://, so the origin is assembled by hand.
 */
export const originOf = (url: string): string | null => {
  try {
    const { protocol, host } = new URL(url);
    return host ? `${protocol}//${host}` : null;
  } catch {
    return null;
  }
};
