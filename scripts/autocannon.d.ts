/** The part of autocannon 8 that scripts/load-test.ts uses. The package ships no types of its own. */
declare module "autocannon" {
  interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each send of this request: what it returns is sent. */
    setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
  }

  interface AutocannonOptions {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Stop after this many requests instead of after `duration`. */
    amount?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Sent in turn on every connection. */
    requests?: AutocannonRequest[];
  }

  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
    total: number;
  }

  interface AutocannonResult {
    requests: Histogram;
    /** Milliseconds. */
    latency: Histogram;
    non2xx: number;
    "2xx": number;
    /** Connection errors, timeouts included. */
    errors: number;
    timeouts: number;
  }

  /** Without a callback, the instance is also a promise of the result. */
  function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
  export = autocannon;
}
