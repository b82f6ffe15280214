// The part of autocannon's programmatic API the load script uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    workers?: number;
    headers?: Record<string, string>;
    method?: string;
  }
  interface Histogram { average: number; mean: number; stddev: number; min: number; max: number; p50: number; p90: number; p97_5: number; p99: number; p99_9?: number }
  interface Result {
    url: string;
    latency: Histogram;
    requests: Histogram & { total: number; sent: number };
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
