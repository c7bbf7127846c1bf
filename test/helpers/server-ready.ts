// The test sites are built when a test file first needs them, which on a busy machine takes
// longer than web-test-runner waits for a command's answer (20 s): ask until they are ready.
import { executeServerCommand } from '@web/test-runner-commands';

export async function serverReady(name: 'built-site' | 'offline') {
  while (!(await executeServerCommand<boolean, undefined>(`${name}-ready`)));
}
