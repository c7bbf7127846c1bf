// The few service-worker types the worker uses, written out: the project's TypeScript settings
// know the page's DOM, whose `self` and events are the page's, not a worker's.
export type Waiting = Event & { waitUntil(work: Promise<unknown>): void };
export type Fetching = Waiting & {
  request: Request;
  clientId: string;
  resultingClientId: string;
  respondWith(answer: Promise<Response>): void;
};
export type Told = Waiting & {
  data: { build?: string; save?: string[]; visited?: string } | null;
  source: { postMessage(message: unknown): void } | null;
};
export type WorkerScope = {
  registration: { scope: string };
  addEventListener(type: string, listener: (event: never) => void): void;
};
/** This build's list, written into sw.js by the build (scripts/build/offline.mjs). */
export type OfflineList = {
  build: string;
  pages: string[];
  files: string[];
  cdn: string[];
  savedCopy: string;
};
