// A command to the test server (scripts/test/built-site-plugin.mjs, offline-plugin.mjs) that may
// take longer than web-test-runner waits for one answer: asked again until it is done
// (scripts/test/patient-commands.mjs).
import { executeServerCommand } from '@web/test-runner-commands';

type Answer<T> = { done: false } | { done: true; value: T } | { done: true; error: string };
let calls = 0;

export async function serverCommand<T, P extends object = object>(
  command: string,
  payload?: P,
): Promise<T> {
  const id = `${Date.now()}-${Math.random()}-${++calls}`;
  for (;;) {
    const answer = await executeServerCommand<Answer<T>, { id: string; payload: object }>(command, {
      id,
      payload: payload ?? {},
    });
    if (!answer.done) continue;
    if ('error' in answer) throw new Error(answer.error);
    return answer.value;
  }
}
