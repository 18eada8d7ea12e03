import { theme } from '../../components/theme.ts'

/** The web app manifest (/manifest.webmanifest): name, colours and the home-screen icons. */
export function webManifest(): string {
  return JSON.stringify({
    name: 'Fluxa',
    short_name: 'Fluxa',
    start_url: '/',
    display: 'browser',
    background_color: theme.color.navy,
    theme_color: theme.color.navy,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  })
}
