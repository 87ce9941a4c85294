/**
 * The installable app's web manifest: the server answers /manifest.webmanifest with it, named
 * after the installation (APP_NAME); the build's service worker and icons match it.
 */
export function webManifest(appName: string) {
  return {
    id: '/user',
    name: appName,
    short_name: appName.length > 12 ? appName.slice(0, 12) : appName,
    description: 'Platforma za glazbeno obrazovanje',
    lang: 'hr',
    dir: 'ltr',
    start_url: '/user',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#fdf8f4',
    theme_color: '#a63c14',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-192.png',
        sizes: '192x192',
        type: 'image/png',
        purpose: 'maskable',
      },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
}
