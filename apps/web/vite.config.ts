import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { catalogueParts } from './build/catalogue-parts.ts';
import { sharedScreenChunks } from './build/chunk-groups.ts';
import { preloadScreenEntry } from './build/preload-screen.ts';
import { pwa } from './build/pwa.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Writes .br and .gz beside each text file of the build; the server sends them (@fastify/static preCompressed). */
function precompress(): Plugin {
  return {
    name: 'congregacao-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((name) => /\.(js|css|html|svg|json)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(dir, name);
          const source = await readFile(file);
          if (source.length < 1024) return;
          const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length };
          await writeFile(`${file}.br`, await brotli(source, { params }));
          await writeFile(`${file}.gz`, await gz(source, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * Marks the code every screen runs at start (the entry and the framework chunk) with V8's explicit compile hint
 * (Chrome 136+): its functions are compiled on a background thread while the file streams in, instead of one by one
 * on the main thread when first called.
 */
function eagerCompileHint(): Plugin {
  return {
    name: 'congregacao-eager-compile-hint',
    apply: 'build',
    // on the written files: the entry's dependency map is only added after the bundle is generated
    writeBundle: {
      order: 'pre',
      sequential: true,
      async handler(options, bundle) {
        const dir = options.dir ?? 'dist';
        const startCode = Object.values(bundle).filter(
          (chunk) => chunk.type === 'chunk' && (chunk.isEntry || chunk.name === 'framework'),
        );
        await Promise.all(
          startCode.map(async ({ fileName }) => {
            const file = path.join(dir, fileName);
            await writeFile(file, `//# allFunctionsCalledOnLoad\n${await readFile(file, 'utf8')}`);
          }),
        );
      },
    },
  };
}

const screenChunks = sharedScreenChunks();

/**
 * React Router 7's package exports name only its development build (warnings, checks: remix-run/react-router#12532,
 * #14102); the build takes the production one it ships beside it (the dev server keeps the development one).
 */
function reactRouterProductionBuild(): string {
  const development = createRequire(import.meta.url).resolve('react-router');
  const production = development.replace(/development[/\\]index\.m?js$/, 'production/index.mjs');
  if (production === development || !existsSync(production)) {
    throw new Error(`react-router: no production build beside ${development}`);
  }
  return production;
}

// Code is split by the lazy screen modules (src/app/screens.ts); what signed-in screens share is grouped in one
// chunk (build/chunk-groups.ts).
export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    catalogueParts(),
    preloadScreenEntry(fileURLToPath(new URL('./src', import.meta.url))),
    eagerCompileHint(),
    precompress(),
    screenChunks.plugin,
    pwa(),
  ],
  resolve: {
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-config.ts', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProductionBuild() }] : []),
    ],
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // every browser the app supports preloads modules itself (Chrome 66, Firefox 115, Safari 17): no polyfill in
    // /login's first load (bench: JS loaded by /login)
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: screenChunks.groups } } },
  },
}));
