// The part of autocannon's API the API benchmark uses (the package ships no types).
declare module "autocannon" {
  interface Histogram {
    readonly average: number;
    readonly mean: number;
    readonly p50: number;
    readonly p90: number;
    readonly p99: number;
    readonly max: number;
  }
  export interface Result {
    readonly requests: Histogram & { readonly total: number };
    readonly latency: Histogram;
    readonly non2xx: number;
    readonly errors: number;
    readonly timeouts: number;
    readonly duration: number;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    workers?: number;
    headers?: Record<string, string>;
    method?: string;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
