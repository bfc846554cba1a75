import { VitePWA } from 'vite-plugin-pwa';
import { OWN_CALLS_CACHE } from '../src/lib/own-calls-cache.ts';

/**
 * Installable and offline where it matters (issue 36, docs/decisions/041): a web app manifest (linked from
 * index.html, which every page is) and a Workbox service worker at /sw.js. It precaches the build (index.html and
 * every chunk, so /meu-relatorio and /meu-registo start without a network) and answers the publisher's own calls
 * (/api/me/*, /api/auth/me) from the network first, else from what was last loaded. A new build's worker takes over
 * at once and drops the old precache: a new version needs no manual cache clear. Push notifications: public/push.js.
 */
export function pwa() {
  return VitePWA({
    registerType: 'autoUpdate',
    injectRegister: 'script-defer',
    filename: 'sw.js',
    includeAssets: ['favicon.svg', 'push.js'],
    manifest: {
      name: 'Congregação',
      short_name: 'Congregação',
      description: 'O relatório de serviço de campo da congregação',
      lang: 'pt-PT',
      start_url: '/meu-relatorio',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#1d4ed8',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png}'],
      // the .br/.gz twins are the server's (precompressed answers), not separate files for the browser
      globIgnores: ['**/*.br', '**/*.gz'],
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      importScripts: ['/push.js'],
      runtimeCaching: [
        {
          urlPattern: ({ url, request }) =>
            request.method === 'GET' && (url.pathname.startsWith('/api/me/') || url.pathname === '/api/auth/me'),
          handler: 'NetworkFirst',
          options: { cacheName: OWN_CALLS_CACHE, networkTimeoutSeconds: 5, expiration: { maxEntries: 50 } },
        },
      ],
    },
  });
}
