// The Chromium the bench drives (Debian's, headless), for Lighthouse and the taps alike.
import * as chromeLauncher from 'chrome-launcher';

export const launchChrome = () =>
  chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
