/** Helpers the bench's measuring scripts share. */
import {existsSync} from 'node:fs';

/** The Chromium to launch: `CHROMIUM_PATH`, else Debian's. */
export function chromePath() {
  return (
    process.env.CHROMIUM_PATH ??
    ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/chromium-headless-shell'].find(existsSync)
  );
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
