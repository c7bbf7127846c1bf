// Resizes the test page's viewport in every engine (scripts/test/viewport-plugin.mjs).
import { executeServerCommand } from '@web/test-runner-commands';

export const setViewport = (size: { width: number; height: number }) =>
  executeServerCommand('viewport', size);
