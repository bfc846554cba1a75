import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
// by path: the config loader leaves workspace packages to Node, which cannot run their TypeScript
import { type GuardedRoute, PERMISSIONS, ROUTE_PERMISSIONS } from '../../../packages/shared/src/permissions.ts';
import { GUARD_MODULE, GUARDED_SCREENS, LOGIN_SCREEN, SCREEN_CALLS } from '../src/app/screen-files.ts';
import { API_BASE } from '../src/lib/api-base.ts';
import { EARLY_CALLS_KEY } from '../src/lib/early-calls.ts';
import { paths } from '../src/lib/paths.ts';
import { STORAGE_KEYS } from '../src/lib/storage-keys.ts';
import type { ScreenFiles } from '../src/preload-screen.ts';

/** read by src/preload-screen.ts */
const SCREEN_FILES_ELEMENT_ID = 'screen-files';

/**
 * src/preload-screen.ts as an entry of its own, its script first in index.html, with the files of every screen
 * (app/screen-files.ts) written beside it as JSON. Vite would fold a second script of index.html into the app's
 * entry, which runs only once the framework has arrived.
 */
export function preloadScreenEntry(srcDir: string): Plugin {
  const entry = path.join(srcDir, 'preload-screen.ts');
  const isChunk = (file: OutputBundle[string]): file is OutputChunk => file.type === 'chunk';

  function screenFiles(bundle: OutputBundle): ScreenFiles {
    const chunks = Object.values(bundle).filter(isChunk);
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const chunkOf = (module: string) => {
      const chunk = chunks.find((c) => c.facadeModuleId === path.join(srcDir, `${module}.tsx`));
      if (!chunk) throw new Error(`no chunk for src/${module}.tsx`);
      return chunk;
    };
    // what index.html already loads: the app's entry and its static imports
    const app = chunks.find((c) => c.isEntry && c.facadeModuleId !== entry);
    const loaded = new Set(app ? [app.fileName, ...app.imports] : []);
    const filesOf = (...modules: string[]) => {
      const files = new Set<string>();
      const visit = (file: string) => {
        if (files.has(file) || loaded.has(file)) return;
        files.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) visit(dep);
      };
      for (const module of modules) visit(chunkOf(module).fileName);
      return [...files].map((file) => `/${file}`);
    };
    return {
      roleKey: STORAGE_KEYS.role,
      tokenKey: STORAGE_KEYS.accessToken,
      callsKey: EARLY_CALLS_KEY,
      login: { pattern: paths.login.path, files: filesOf(`features/${LOGIN_SCREEN}`) },
      guarded: Object.entries(GUARDED_SCREENS).map(([pattern, screen]) => {
        const route = pattern as GuardedRoute;
        const call = SCREEN_CALLS[route];
        return {
          pattern,
          roles: [...PERMISSIONS[ROUTE_PERMISSIONS[route]]],
          files: filesOf(`features/${screen}`, GUARD_MODULE),
          ...(call ? { call: `${API_BASE}${call}` } : {}),
        };
      }),
    };
  }

  return {
    name: 'congregacao-preload-screen-entry',
    apply: 'build',
    options(options) {
      const input = typeof options.input === 'object' && !Array.isArray(options.input) ? options.input : {};
      return { ...options, input: { index: path.join(srcDir, '..', 'index.html'), ...input, preload: entry } };
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return;
        const script = Object.values(bundle).find((c) => isChunk(c) && c.facadeModuleId === entry);
        if (!script) throw new Error('src/preload-screen.ts is missing from the bundle');
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: SCREEN_FILES_ELEMENT_ID },
            children: JSON.stringify(screenFiles(bundle)),
            injectTo: 'head-prepend',
          },
          {
            tag: 'script',
            attrs: { type: 'module', crossorigin: true, src: `/${script.fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
