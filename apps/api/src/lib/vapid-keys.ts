import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

const KEY_FILE = 'vapid-keys.json';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The server's Web Push (VAPID) key pair: DATA_DIR/vapid-keys.json, created (mode 600) the first time it is needed,
 * like the MFA key (lib/secret-box.ts); 'wx' so two instances starting together keep one pair.
 */
export function loadVapidKeys(config: Pick<Config, 'dataDir'>, generate: () => VapidKeys): VapidKeys {
  const file = path.join(config.dataDir, KEY_FILE);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  try {
    writeFileSync(file, `${JSON.stringify(generate())}\n`, { flag: 'wx', mode: 0o600 });
    chmodSync(file, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
}
