// Module hook: inside a main bundle imported as index.js?kindredInstance=N, `electron` is that instance's stand-in.
export const resolve = async (specifier, context, next) => {
  if (specifier === "electron" && context.parentURL) {
    const instance = new URL(context.parentURL).searchParams.get("kindredInstance");
    if (instance)
      return { url: new URL(`./electron.mjs?instance=${instance}`, import.meta.url).href, shortCircuit: true };
  }
  return next(specifier, context);
};
