import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [
    vike(),
    react(),
    // Lingui's msg/t macros compile to plain i18n._({ id }) calls here; plugin-react 6 has no babel option.
    babel({
      plugins: [
        '@lingui/babel-plugin-lingui-macro',
        // Component ids from the file and position, not from a global counter: server and browser load modules
        // in different orders, and counter ids gave every page mismatched class names at hydration.
        ['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false, pure: true }],
      ],
    }),
  ],
  build: { target: 'es2022' },
})
