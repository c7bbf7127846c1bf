// Resizes the test page's viewport in every engine (scripts/viewport-plugin.mjs).
import { executeServerCommand } from '@web/test-runner-commands';

export const setViewport = (size: { width: number; height: number }) => executeServerCommand('viewport', size);
