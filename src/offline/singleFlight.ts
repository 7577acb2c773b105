/**
 * One run at a time in this context. A call while a run is under way joins it and makes it run
 * once more when it ends, since what the caller wants done (a new queue entry) may be past what
 * the running pass read. Shared by the outbox's and the proof queue's drains.
 */
export function createSingleFlight(run: () => Promise<void>): {
  trigger(): Promise<void>;
  idle(): Promise<void>;
} {
  let running: Promise<void> | null = null;
  let rerun = false;
  function trigger(): Promise<void> {
    if (running) {
      rerun = true;
      return running;
    }
    running = (async () => {
      // Yield first: otherwise a run with nothing to await would finish, clearing `running`,
      // before `running` is assigned, and the stale promise would block every later run.
      await Promise.resolve();
      try {
        do {
          rerun = false;
          await run();
        } while (rerun);
      } finally {
        running = null;
      }
    })();
    return running;
  }
  return { trigger, idle: () => running ?? Promise.resolve() };
}
