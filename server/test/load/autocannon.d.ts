/** The part of autocannon 9's API the load tests use (the package ships no types). */
declare module 'autocannon' {
  interface RequestData {
    method: string;
    path: string;
    headers: Record<string, string>;
    body?: string | Buffer;
  }

  interface Request {
    /** Called before each request of a connection; what it returns is sent. */
    setupRequest?: (request: RequestData, context: Record<string, unknown>) => RequestData;
    /** Called with each complete answer, and the same per-connection context. */
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }

  interface Options {
    url: string;
    connections: number;
    /** Total requests to send, spread over the connections. */
    amount: number;
    /** Seconds without an answer before a connection gives up on a request. */
    timeout?: number;
    /** Milliseconds between samples; the run ends on the first sample after the last answer. */
    sampleInt?: number;
    requests: Request[];
  }

  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }

  interface Result {
    /** Milliseconds. */
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
