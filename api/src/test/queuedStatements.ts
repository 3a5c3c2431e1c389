/**
 * Runs `work` and answers node-postgres's warnings of statements queued on one connection (sent
 * while another was running and one more was already waiting, e.g. a `Promise.all` of several
 * reads on one transaction's connection). They run one at a time anyway, and pg@9 will refuse
 * them. node-postgres warns once per process, so a test calls this before other work could have.
 */
export const queuedStatementWarnings = async (work: () => Promise<unknown>): Promise<string[]> => {
  const warnings: string[] = [];
  const listen = (warning: Error) => {
    if (/already executing a query/.test(warning.message)) warnings.push(warning.message);
  };
  process.on("warning", listen);
  try {
    await work();
    // Warnings are emitted on a later tick.
    await new Promise((done) => setImmediate(done));
  } finally {
    process.off("warning", listen);
  }
  return warnings;
};
