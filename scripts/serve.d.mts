// Types for tests that serve a built site (test/build/news-pictures.node.test.ts).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
export function startServer(options?: {
  dir?: string;
  port?: number;
  base?: string;
  fresh?: boolean;
  answer?: (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;
  html?: (text: string) => string;
}): Promise<Server>;
