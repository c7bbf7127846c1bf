// Browsers that refuse localStorage: where the visitor blocks site data, even reading
// window.localStorage throws; on a full device, writing throws. Each helper undoes itself.

type Undo = () => void;

/** Reading window.localStorage throws, as in Chrome and Firefox with site data blocked. */
export function blockStorage(): Undo {
  const own = Object.getOwnPropertyDescriptor(window, 'localStorage');
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    },
  });
  return () => {
    if (own) Object.defineProperty(window, 'localStorage', own);
    else Reflect.deleteProperty(window, 'localStorage');
  };
}

/** Every write throws, as on a device that is out of room. */
export function fillStorage(): Undo {
  const { setItem } = Storage.prototype;
  Storage.prototype.setItem = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return () => {
    Storage.prototype.setItem = setItem;
  };
}
