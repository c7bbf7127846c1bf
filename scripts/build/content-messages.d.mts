// Types for tests that format the content step's problems (test/helpers/content-check.ts).
import type { ContentProblem } from './content.mjs';
export function formatProblem(problem: ContentProblem): string;
