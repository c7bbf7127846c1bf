// puppeteer drives Debian's Chromium and Firefox ESR: never let its install download a browser.
module.exports = { skipDownload: true };
