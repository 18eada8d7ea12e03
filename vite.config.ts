import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [
    vike(),
    react(),
    // Lingui's msg/t macros compile to plain i18n._({ id }) calls here; plugin-react 6 has no babel option.
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
  ],
  build: { target: 'es2022' },
})
