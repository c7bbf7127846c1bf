// The browser's localStorage, for things the site keeps on the visitor's own device. It can be
// missing or refuse: reading it throws where the visitor blocks site data, and writing throws
// when the device is full. These never throw, so the page works the same without it.

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Nothing kept; the page carries on.
  }
}

export function removeStorage(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}

/** Whether localStorage can be reached at all (reading it throws where site data is blocked). */
export function storageReachable(): boolean {
  try {
    return typeof localStorage !== 'undefined';
  } catch {
    return false;
  }
}
