// web-test-runner gives up on a command's answer after 20 s, and on a busy machine a build or a
// page visit takes longer. A plugin's commands wrapped here are started once per call (the id
// test/helpers/server-command.ts gives it) and answered within 15 s: { done: true, value } or
// { done: true, error }, or { done: false }, and then asked again until done.

/** @param {(command: string) => boolean} owns  @param {(options: any) => Promise<any>} execute */
export function patient(owns, execute) {
  const running = new Map();
  return async (options) => {
    if (!owns(options.command)) return undefined;
    const { id, payload } = options.payload;
    if (!running.has(id))
      running.set(
        id,
        Promise.resolve()
          .then(() => execute({ ...options, payload }))
          .then(
            (value) => ({ done: true, value }),
            (error) => ({ done: true, error: String(error?.stack ?? error) }),
          ),
      );
    const answer = await Promise.race([
      running.get(id),
      new Promise((resolve) => setTimeout(resolve, 15000, { done: false })),
    ]);
    if (answer.done) running.delete(id);
    return answer;
  };
}
