// Minimal types for the parts of autocannon 8 the benchmark uses (the package ships no typings).
declare module 'autocannon' {
  export type Options = {
    url: string;
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    /** Requests per second across all connections (unlimited when absent). */
    overallRate?: number;
    /** Requests a connection cycles through; each may build its request and read its answer. */
    requests?: RequestSpec[];
  };
  /** Per-connection scratch state autocannon hands to the hooks. */
  export type RequestContext = Record<string, unknown>;
  export type RequestSpec = {
    method?: Options['method'];
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (
      request: { method?: string; path?: string; headers?: Record<string, string>; body?: string },
      context: RequestContext,
    ) => {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    };
    onResponse?: (status: number, body: string, context: RequestContext) => void;
  };
  export type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    total: number;
  };
  export type Result = {
    url: string;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram;
    requests: Histogram;
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
