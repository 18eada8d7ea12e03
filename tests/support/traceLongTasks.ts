import type { Trace } from 'lighthouse'
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js'
import type { TaskNode } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js'

/** One part of a task: what the browser did (with the script or element count it names) and its own time. */
type TaskPart = { what: string; ms: number }

/** A top-level main-thread task of the load as this machine ran it, unthrottled, and what it was made of. */
export type ObservedTask = { startMs: number; ms: number; parts: TaskPart[] }

// Lighthouse's simulation multiplies each main-thread task by its CPU slowdown (4 on mobile), so an observed task of
// 12.5 ms becomes a 50 ms long task there; tasks from 10 ms are listed to show what is close to that line.
const listedFromMs = 10

type EventArgs = {
  data?: { url?: string; functionName?: string; type?: string; styleSheetUrl?: string }
  beginData?: { url?: string; startLine?: number; dirtyObjects?: number; totalObjects?: number }
  elementCount?: number
  fileName?: string
}

const fileOf = (url: string | undefined) => (url ? (url.split('?')[0].split('/').pop() ?? url) || url : '')

/** The words for one trace event: which kind of work, and the script it ran or the size it touched. */
function describe(name: string, args: EventArgs, pageUrl: string): string {
  const script = (url: string | undefined) => (url === pageUrl || !url ? 'inline' : fileOf(url))
  switch (name) {
    case 'ParseHTML':
      return 'parse HTML'
    case 'ParseAuthorStyleSheet':
      return `parse CSS (${script(args.data?.styleSheetUrl)})`
    case 'UpdateLayoutTree':
    case 'ScheduleStyleRecalculation':
      return 'style recalc'
    case 'Layout':
    case 'InvalidateLayout':
      return 'layout'
    case 'EvaluateScript':
      return `script eval ${script(args.data?.url)}`
    case 'v8.compile':
    case 'v8.compileModule':
      return `script compile ${script(args.fileName ?? args.data?.url)}`
    case 'v8.evaluateModule':
      return 'module eval'
    case 'FunctionCall':
      return `function call ${script(args.data?.url)}`
    case 'EventDispatch':
      return `event ${args.data?.type ?? ''}`.trim()
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'FireIdleCallback':
    case 'RunMicrotasks':
    case 'V8.Execute':
      return 'script (callbacks)'
    case 'MinorGC':
    case 'MajorGC':
    case 'BlinkGC.AtomicPhase':
      return 'garbage collection'
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
    case 'UpdateLayer':
    case 'UpdateLayerTree':
    case 'CompositeLayers':
    case 'PaintImage':
      return 'paint'
    case 'Decode Image':
    case 'ImageDecodeTask':
      return 'image decode'
    case 'DecodedDataDocumentParser::AppendBytes':
    case 'HTMLDocumentParser::MaybeFetchQueuedPreloads':
      return 'parse HTML'
    case 'v8.run':
      return 'script eval inline'
    default:
      // Committing the navigation and making the page's JavaScript context: the browser's fixed cost of a document.
      return /^(LocalWindowProxy|DocumentLoader|NavigationBodyLoader|V8\.DeserializeContext|ContextCreated|InstallConditional|ScriptCatchup|LocalFrame)/.test(
        name,
      )
        ? 'new document (commit, JS context)'
        : `other (${name})`
  }
}

function addParts(task: TaskNode, pageUrl: string, parts: Map<string, number>) {
  const what = describe(task.event.name, (task.event.args ?? {}) as EventArgs, pageUrl)
  // A top-level task's own time (RunTask) is the browser's bookkeeping around its children.
  const label = task.parent || task.children.length === 0 ? what : 'task overhead'
  parts.set(label, (parts.get(label) ?? 0) + task.selfTime)
  for (const child of task.children) addParts(child, pageUrl, parts)
}

/**
 * The load's top-level main-thread tasks of 10 ms or more as recorded (before Lighthouse's 4× CPU simulation), each
 * with its parts by kind of work, from Lighthouse's own task tree of the trace.
 */
export async function observedLongTasks(trace: Trace, pageUrl: string): Promise<ObservedTask[]> {
  const tasks = await MainThreadTasks.request(trace, { computedCache: new Map() })
  return tasks
    .filter((task) => !task.parent && !task.unbounded && task.duration >= listedFromMs)
    .map((task) => {
      const parts = new Map<string, number>()
      addParts(task, pageUrl, parts)
      return {
        startMs: task.startTime,
        ms: task.duration,
        parts: [...parts]
          .map(([what, ms]) => ({ what, ms }))
          .filter((p) => p.ms >= 0.5)
          .sort((a, b) => b.ms - a.ms),
      }
    })
}

/** One line per task: start, duration, and its parts of 0.5 ms or more, largest first. */
export function formatObservedTask(task: ObservedTask): string {
  const parts = task.parts.map((p) => `${p.what} ${p.ms.toFixed(1)}`).join(', ')
  return `at ${task.startMs.toFixed(0)} ms, ${task.ms.toFixed(1)} ms (×4 ≈ ${(task.ms * 4).toFixed(0)} ms): ${parts}`
}
