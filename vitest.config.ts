import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import { configDefaults, defineConfig } from 'vitest/config'

// The tests that start their own two busy loops (tests/support/busyLoops.ts).
const busyMachineTests = ['tests/unit/hardening/startupStop.test.ts', 'tests/unit/hardening/rollingRestart.test.ts']

// Vike's plugin is left out: unit and server tests import modules directly, never through Vike's build.
export default defineConfig({
  plugins: [
    react(),
    babel({
      plugins: [
        '@lingui/babel-plugin-lingui-macro',
        ['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false, pure: true }],
      ],
    }),
  ],
  test: {
    environment: 'node',
    // A worker keeps its modules from one file to the next: the app, Vike's server build and the content records are
    // loaded a few times per run instead of once per file (vitest's time in imports 82 → 31 s, the run's CPU 300 →
    // 245 s on the CI machine). Nothing a file changes outlives it: none mocks a module or leaves fake timers on.
    isolate: false,
    // Limits for a hang, not budgets (tests wait for states): a busy machine may take many seconds to start a process.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'suite',
          include: [
            '{server,site,renderer,components,pages}/**/*.test.{ts,tsx}',
            'build/**/*.test.ts',
            'tests/unit/**/*.test.{ts,tsx}',
          ],
          exclude: [...configDefaults.exclude, ...busyMachineTests],
          // Most server tests wait on real processes, sockets and timers, not on the CPU: four files at a time keep the
          // two cores of the CI machine busy (vitest's default is one less than the cores, here one).
          maxWorkers: 4,
        },
      },
      {
        extends: true,
        test: {
          name: 'busy machine',
          include: busyMachineTests,
          // After the rest and one file at a time: each makes the machine busy itself (two CPU-bound loops on two
          // cores) and asserts what holds then; three more test files beside it would be a different machine.
          sequence: { groupOrder: 1 },
          fileParallelism: false,
        },
      },
    ],
  },
})
