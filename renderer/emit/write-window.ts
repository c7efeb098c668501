/** Writes kept going while the next file is made, with a bound on how many are in flight (and so in memory). */

export interface WriteWindow {
  /** Takes a write in flight; returns once there is room for the next. */
  add(write: Promise<unknown>): Promise<void>;
  /** Returns once every write taken is done. */
  done(): Promise<void>;
}

/**
 * Writes in flight, at most `size`: `add` returns once there is room for the next, `done` once all are written.
 * Either throws the first write's failure; a write that fails later is not left unhandled.
 */
export function createWriteWindow(size: number): WriteWindow {
  const inFlight = new Set<Promise<void>>();
  let failure: { readonly error: unknown } | undefined;
  const throwIfFailed = () => {
    if (failure !== undefined) throw failure.error;
  };
  return {
    async add(write: Promise<unknown>): Promise<void> {
      const settled: Promise<void> = write.then(
        () => void inFlight.delete(settled),
        (error: unknown) => {
          failure ??= { error };
          inFlight.delete(settled);
        },
      );
      inFlight.add(settled);
      if (inFlight.size >= size) await Promise.race(inFlight);
      throwIfFailed();
    },
    async done(): Promise<void> {
      await Promise.all(inFlight);
      throwIfFailed();
    },
  };
}
