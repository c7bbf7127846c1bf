// What the bench and the test scripts add to a page they drive (window.__bench, window.__problems,
// …): instruments read back through puppeteer or WebDriver, named with two underscores.
interface Window {
  [instrument: `__${string}`]: any;
}
