import fs from 'node:fs';
import { spawnSync } from 'node:child_process';

/**
 * Playwright runs on the system Chromium (/usr/bin/chromium). When it is missing and we are
 * root, install it (and CJK fonts for readable screenshots) from Debian's packages; otherwise
 * fall back to Playwright's own browser if one is installed.
 */
export function ensureBrowser(): void {
  if (fs.existsSync('/usr/bin/chromium')) return;
  if (process.getuid?.() === 0) {
    console.log('installing chromium and fonts-noto-cjk with apt-get…');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const r = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (r.status === 0) return;
  }
  console.log(
    'system Chromium unavailable: installing Playwright’s own (npx playwright install chromium)',
  );
  spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
}
