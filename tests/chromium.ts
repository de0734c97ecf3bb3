// Every browser test launches Debian's Chromium: nothing downloads a browser on these machines.
// A fresh object per call, because Vitest mutates the options it is given.
export function chromiumLaunchOptions(): { executablePath: string; args: string[] } {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}
