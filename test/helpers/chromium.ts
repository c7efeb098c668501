/**
 * Debian's Chromium, which the browser tests drive (never a downloaded
 * browser), and how the tests start it.
 */
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';

/** Browser tests run only where Debian's Chromium is installed, and say loudly when they cannot. */
export const HAS_CHROMIUM = existsSync(CHROMIUM);
if (!HAS_CHROMIUM) {
  process.stderr.write(
    `\n${'!'.repeat(72)}\n!!! ${CHROMIUM} is missing: the browser tests are SKIPPED.\n!!! Install it with: apt-get update && apt-get install -y chromium\n${'!'.repeat(72)}\n\n`,
  );
}

/** How every test run starts Chromium: headless, with a fresh profile (playwright makes one per launch), nothing fetched in the background. */
export const CHROMIUM_LAUNCH = {
  executablePath: CHROMIUM,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};
