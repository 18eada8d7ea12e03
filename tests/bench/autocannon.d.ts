// The parts of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  type Histogram = { average: number; mean: number; stddev: number; min: number; max: number; p50: number; p90: number; p99: number }
  export type Result = {
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
    duration: number
    statusCodeStats: Record<string, { count: number }>
  }
  export type Options = {
    url: string
    method?: 'GET' | 'POST' | 'HEAD'
    headers?: Record<string, string>
    body?: string
    connections?: number
    duration?: number
    pipelining?: number
  }
  export default function autocannon(options: Options): Promise<Result>
}
