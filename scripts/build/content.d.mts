// Types for tests that call the content step directly (test/helpers/content-check.ts).
export type ContentProblem = { file: string; line: number; field?: string; message: string };
export function loadContent(options?: { contentDir?: string; publicDir?: string; partial?: boolean; builtAt?: number }): Promise<{
  content: Record<string, unknown>;
  modules: Record<string, Record<string, unknown>>;
  problems: ContentProblem[];
}>;
