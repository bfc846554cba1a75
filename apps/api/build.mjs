// Bundles the API entry points into dist/ (the shared workspace package is bundled in; npm dependencies stay external).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@congregacao/shared');

await build({
  entryPoints: {
    server: 'src/server.ts',
    admin: 'src/cli/admin.ts',
    'seed-demo': 'src/cli/seed-demo.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
  },
  absWorkingDir: new URL('.', import.meta.url).pathname,
  outdir: process.env.API_BUILD_OUTDIR || 'dist', // tests build a private copy elsewhere
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});
