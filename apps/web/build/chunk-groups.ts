import type { Plugin } from 'vite';

/**
 * Chunk groups for the production build (vite.config.ts).
 *
 * Lazy routes alone split the app into ~85 chunks, many of a few hundred bytes (an icon, a button, a hook): a
 * signed-in screen fetched ~40 files, six at a time, each a round trip (Lighthouse's slow 4G: 150 ms), before it
 * could render. One group puts the modules that two or more signed-in screens share into one chunk. It leaves out:
 * - what /login loads (the entry and the login screen, with what they import): /login must not fetch that chunk
 *   (bench: JS loaded by /login);
 * - the passkey ceremony, which /login imports on a click;
 * - the catalogue parts and their helpers, which /login imports for its language;
 * - anything that imports zod, and the libraries that screens need only for some parts (charts, drag and drop,
 *   forms, and headless UI with its positioning: menus and dialogs, loaded when the navigation bar or a dialog
 *   is): a screen that does not need them must not load them before its first paint.
 * A screen's own modules stay in its chunk.
 */

const ENTRY = /[\\/]src[\\/]main\.tsx$/;
const LOGIN_SCREEN = /[\\/]features[\\/]auth[\\/]pages[\\/]login-page\.tsx$/;
const ZOD = /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-config\.ts$/;
const SCREEN_LIBRARIES =
  /[\\/]node_modules[\\/](@headlessui|@floating-ui|@react-aria|react-aria|tabbable|use-sync-external-store|chart\.js|react-chartjs-2|@kurkle|@dnd-kit|react-hook-form|@hookform)[\\/]/;
const FRAMEWORK =
  /[\\/]node_modules[\\/]((react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|context|defaultAttributes|shared[\\/]))|[\\/]shared[\\/]src[\\/]i18n[\\/](translate|locales)\.ts$/;
/**
 * The passkey ceremony (issue 25): /login imports it on a click, Segurança and the second sign-in step use it too.
 * Grouped with the screens, /login's click would fetch the whole shared chunk, and its import would need a namespace
 * helper in the runtime /login loads.
 */
const PASSKEYS =
  /[\\/](node_modules[\\/]@simplewebauthn[\\/]|src[\\/]lib[\\/]passkey-ceremony\.ts$|src[\\/]features[\\/]auth[\\/]api[\\/]passkey-sign-in\.ts$)/;
/** The catalogue parts and what they call (build/catalogue-parts.ts): /login loads its language's start part. */
const CATALOGUE = /^\0virtual:catalogue\/|[\\/]i18n[\\/]message-helpers\.ts$/;
/** lucide-react's index re-exports every icon: whoever imports it is linked to its named icons only. */
const ICON_INDEX = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;
const ICON_EXPORT = /export\s*\{([^}]*)\}\s*from\s*["'](\.\/icons\/[^"']+)["']/g;

interface ParsedModule {
  code: string;
  imports: readonly string[];
}

function closure(starts: Iterable<string>, next: (id: string) => Iterable<string>): Set<string> {
  const seen = new Set(starts);
  const stack = [...seen];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    for (const dep of next(id)) {
      if (!seen.has(dep)) {
        seen.add(dep);
        stack.push(dep);
      }
    }
  }
  return seen;
}

export function sharedScreenChunks() {
  const modules = new Map<string, ParsedModule>();
  let iconIndex: string | undefined;

  /** icon name -> icon module id, from lucide-react's index */
  const iconModules = (): Map<string, string> => {
    const byName = new Map<string, string>();
    const index = iconIndex ? modules.get(iconIndex) : undefined;
    if (!iconIndex || !index) return byName;
    const dir = iconIndex.replace(/lucide-react\.mjs$/, '');
    for (const [, names = '', file = ''] of index.code.matchAll(ICON_EXPORT)) {
      for (const name of names.split(','))
        byName.set(name.replace(/^\s*default\s+as\s+/, '').trim(), dir + file.slice(2));
    }
    return byName;
  };

  /** static imports, with the icon index replaced by the icons actually imported from it */
  const importsOf = (icons: Map<string, string>) => (id: string) => {
    const parsed = modules.get(id);
    if (!parsed) return [];
    const deps = parsed.imports.filter((dep) => dep !== iconIndex);
    for (const [, names = ''] of parsed.code.matchAll(ICON_IMPORT)) {
      for (const name of names.split(',')) {
        const icon = icons.get(name.replace(/\s+as\s+.*$/, '').trim());
        if (icon) deps.push(icon);
      }
    }
    return deps;
  };

  /** Worked out once per build, on the first module the groups ask about (all modules are parsed by then). */
  let sets: { excluded: Set<string>; signInParts: Set<string> } | undefined;
  const moduleSets = () => {
    if (!sets) {
      const ids = [...modules.keys()];
      const imports = importsOf(iconModules());
      const entry = closure(
        ids.filter((m) => ENTRY.test(m)),
        imports,
      );
      const login = closure(
        ids.filter((m) => ENTRY.test(m) || LOGIN_SCREEN.test(m)),
        imports,
      );
      const importers = new Map<string, string[]>();
      for (const [m, parsed] of modules)
        for (const dep of parsed.imports) importers.set(dep, [...(importers.get(dep) ?? []), m]);
      const zodUsers = closure(
        ids.filter((m) => ZOD.test(m)),
        (m) => importers.get(m) ?? [],
      );
      sets = {
        excluded: new Set([...login, ...zodUsers]),
        signInParts: new Set([...login].filter((m) => !entry.has(m) && !LOGIN_SCREEN.test(m) && !m.startsWith('\0'))),
      };
    }
    return sets;
  };
  const isExcluded = (id: string): boolean =>
    moduleSets().excluded.has(id) || SCREEN_LIBRARIES.test(id) || PASSKEYS.test(id) || CATALOGUE.test(id);

  const plugin: Plugin = {
    name: 'congregacao-shared-screen-chunks',
    apply: 'build',
    buildStart() {
      modules.clear();
      sets = undefined;
    },
    moduleParsed(info) {
      if (ICON_INDEX.test(info.id)) iconIndex = info.id;
      modules.set(info.id, { code: info.code ?? '', imports: info.importedIds });
    },
  };

  const groups = [
    // React, the router, lucide's icon factory and the translation runtime (ADR 043), which every page (and /login)
    // needs, in one file with the entry
    { name: 'framework', priority: 1, test: FRAMEWORK },
    {
      // what the sign-in screen imports beyond the entry (the API client, its hooks, card, inputs…): one file, not
      // one per module shared with other screens (each file costs /login a request and its own imports)
      name: 'sign-in',
      priority: 1,
      includeDependenciesRecursively: false,
      test: (id: string) => moduleSets().signInParts.has(id),
    },
    {
      name: 'screens-shared',
      minShareCount: 2,
      // only the modules chosen here: their dependencies (React, the router…) stay where /login gets them
      includeDependenciesRecursively: false,
      test: (id: string) => !id.startsWith('\0') && !isExcluded(id),
    },
  ];
  return { plugin, groups };
}
