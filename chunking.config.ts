import path from 'node:path';
import { buildSync } from 'esbuild';
import type { GetModuleInfo } from 'rollup';

/**
 * Chunks sized for a phone network: no chain of tiny chunks. Code the entry does not
 * load itself is grouped (Rollup's manualChunks) when several places share it:
 * - after-paint: what every visitor's page loads once the first screen shows (the service worker's
 *   registration and update prompt with workbox-window, the offline banner, the optional scripts);
 * - common: shared code (lib, api, ui components, auth and text pages) that the first signed-in visit
 *   (the dashboard, the signed-in layout and what they load lazily) uses too; signed-out: the rest of it;
 * - member: shared code of the signed-in screens that the first signed-in visit uses, and the signed-in
 *   shell (SIGNED_IN_SHELL); member-screens: what only the other signed-in screens share.
 * - app: what the entry loads itself, and what the sign-in screen (most first visits) imports
 *   besides its own route chunk. It has to be named too: Rollup moves a manual chunk's dependencies
 *   into it, and would otherwise take shared libraries out of the entry's reach. (The sign-in screen's
 *   code in a chunk of its own took 3 KB off the dashboard's first visit but gave the sign-in one more
 *   stylesheet before its first paint, its button 0.1 s later on the bench's slow link: not done.)
 * Code used by one route only stays in that route's chunk.
 */
const AFTER_PAINT = [
  /\/src\/features\/(sw-update|optional-scripts)\//,
  /\/src\/features\/offline\/offline-banner/,
  /\/src\/lib\/use-online/,
  /\/node_modules\/workbox-window\//,
];
/**
 * What every signed-in visit loads beside its screen (the layout's menu and greeting, the sign-in popups,
 * the session watch, the outbox and the install card): in the member chunk, not one small file each.
 */
const SIGNED_IN_SHELL = /\/src\/app\/layout\/signed-in-parts|\/src\/features\/(auth\/auth-popups|session\/session-watch|offline\/outbox-sync|install\/install-prompt)/;
/** Lazy because they are large (and pull large libraries with them): never grouped. */
const OWN_CHUNK = /\/src\/features\/(push\/firebase|sound\/|rewards\/code\/)|motion|\/src\/features\/challenges\/widgets\//;
/**
 * framer-motion in two chunks. `motion`: what the `m` components need to draw before the animation features
 * arrive (about 16 KB gzipped), loaded with the first animated part. `animation-features`: the features
 * (domMax, about 36 KB), which LazyMotion loads after that part has shown (src/lib/motion/motion-scope.tsx).
 * Rollup places whole modules and follows the package's index to every module, so the core's modules are
 * the ones a tree-shaking bundle of the core's imports keeps (MOTION_CORE). That core also holds the
 * VisualElement module, whose feature registry it writes and whose class the features extend, with what
 * that class needs. tests/e2e/motion.spec.ts checks that the first cards show while the features are held.
 */
const MOTION = /\/node_modules\/(framer-motion|motion-dom|motion-utils)\//;
const MOTION_CORE = ['AnimatePresence', 'LazyMotion', 'MotionConfig', 'm', 'useIsPresent', 'useReducedMotion', 'VisualElement', 'parseValueFromTransform'];

function motionCoreModules(): Set<string> {
  const result = buildSync({
    stdin: { contents: `export { ${MOTION_CORE.join(', ')} } from 'framer-motion';`, resolveDir: process.cwd() },
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    outfile: 'motion-core.js',
    external: ['react', 'react-dom', 'react/jsx-runtime'],
  });
  const [output] = Object.values(result.metafile.outputs);
  return new Set(Object.entries(output!.inputs).filter(([, input]) => input.bytesInOutput > 0).map(([file]) => path.resolve(file)));
}
/**
 * Loaded lazily only for some members (a limited account's page, the ask-name popup of one without a name):
 * not part of a first signed-in visit, so what they share is not grouped with it.
 */
const NOT_ON_FIRST_VISIT = /\/src\/features\/auth\/(limited-access-page|ask-name-popup)/;
const FIRST_SCREEN = '/src/routes/$lang/_public/sign-in.tsx?tsr-split';
const FIRST_SIGNED_IN_SCREEN = '/src/routes/$lang/_auth/dashboard.tsx?tsr-split';
const COMMON = /\/src\/(lib|api|components|state|i18n)\/|\/src\/features\/(auth|pages)\//;

type IsRoot = (id: string, info: GetModuleInfo) => boolean;

/** Whether a module is statically imported, directly or not, by a module `isRoot` accepts. */
function reach(isRoot: IsRoot) {
  const known = new Map<string, boolean>();
  const reachable = (id: string, info: GetModuleInfo, seen = new Set<string>()): boolean => {
    const memo = known.get(id);
    if (memo !== undefined) return memo;
    if (seen.has(id)) return false;
    seen.add(id);
    const result = isRoot(id, info) || Boolean(info(id)?.importers.some((importer) => reachable(importer, info, seen)));
    // A "no" found inside a cycle may be a "yes" by another way: only the first question's is kept.
    if (seen.size === 1 || result) known.set(id, result);
    return result;
  };
  return reachable;
}

export function chunking() {
  const inApp = reach((id, info) => Boolean(info(id)?.isEntry) || id.includes(FIRST_SCREEN));
  const afterPaint = reach((id) => AFTER_PAINT.some((pattern) => pattern.test(id)));
  const signedInShell = reach((id) => SIGNED_IN_SHELL.test(id));
  // The first signed-in visit: the dashboard, the signed-in layout and shell, and what they load lazily
  // (a module loaded lazily by one of those; `asking` stops a cycle of lazy imports).
  const asking = new Set<string>();
  const loadedByDashboard: IsRoot = (id, info) => {
    if (asking.has(id) || NOT_ON_FIRST_VISIT.test(id)) return false;
    asking.add(id);
    try {
      return Boolean(info(id)?.dynamicImporters.some((importer) => !importer.includes('/src/routes/') && onDashboard(importer, info)));
    } finally {
      asking.delete(id);
    }
  };
  const onDashboard: IsRoot = reach(
    (id, info) => id.includes(FIRST_SIGNED_IN_SCREEN) || id.includes('/src/app/') || SIGNED_IN_SHELL.test(id) || loadedByDashboard(id, info),
  );
  const motionCore = motionCoreModules();

  return (id: string, { getModuleInfo }: { getModuleInfo: GetModuleInfo }): string | undefined => {
    if (id.includes('tsr-split') || !(id.includes('/src/') || id.includes('/node_modules/'))) return undefined;
    // Named, so the precache (pwa.config.ts) never takes it for the entry: it loads only when a DSN is set.
    if (id.includes('/node_modules/@sentry')) return 'error-reporting';
    if (MOTION.test(id)) return motionCore.has(id) ? 'motion' : 'animation-features';
    if (inApp(id, getModuleInfo)) return 'app';
    if (OWN_CHUNK.test(id)) return undefined;
    if (afterPaint(id, getModuleInfo)) return 'after-paint';
    if (signedInShell(id, getModuleInfo)) return 'member';
    const module = getModuleInfo(id);
    const users = (module?.importers.length ?? 0) + (module?.dynamicImporters.length ?? 0);
    if (users < 2) return undefined;
    if (id.includes('/node_modules/')) return id.includes('/node_modules/@tanstack/') ? 'member' : undefined;
    if (COMMON.test(id)) return onDashboard(id, getModuleInfo) ? 'common' : 'signed-out';
    if (id.includes('/src/features/')) return onDashboard(id, getModuleInfo) ? 'member' : 'member-screens';
    return undefined;
  };
}
