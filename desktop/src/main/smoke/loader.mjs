// Resolves `electron` to the fake beside this file (see run.mjs).
export async function resolve(specifier, context, next) {
  if (specifier === "electron")
    return { url: new URL("./fake-electron.mjs", import.meta.url).href, shortCircuit: true };
  return next(specifier, context);
}
