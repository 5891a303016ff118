import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const iconFolder = dirname(createRequire(import.meta.url).resolve('@mui/icons-material/package.json'));

/** Whether @mui/icons-material has an icon of this name (one module a name: DeviceThermostat.js). */
export function materialIconExists(name: string): boolean {
  return /^[A-Z][A-Za-z0-9]*$/.test(name) && existsSync(join(iconFolder, `${name}.js`));
}
