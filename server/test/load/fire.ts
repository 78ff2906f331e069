import autocannon from 'autocannon';
import type { Envelope } from '../helpers.ts';

/**
 * Sends a planned list of requests with autocannon: `connections` sockets at once, each request
 * exactly once, in order (connection n takes the next unsent one). autocannon sends one request
 * per socket at a time (no pipelining), so the answer a connection reports belongs to the request
 * it last set up: that is how each answer is matched to its request.
 */

export interface PlannedRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

/** What came back; `undefined` in `Fired.answers` when nothing did (a timeout or a reset). */
export interface Answer {
  status: number;
  envelope: Envelope | undefined;
}

export interface Stats {
  requests: number;
  /** Sockets in use at once. */
  connections: number;
  seconds: number;
  /** Requests per second over the whole run. */
  rps: number;
  p50Ms: number;
  p99Ms: number;
}

export interface Fired {
  answers: Array<Answer | undefined>;
  stats: Stats;
}

function parse(body: string): Envelope | undefined {
  try {
    return JSON.parse(body) as Envelope;
  } catch {
    return undefined;
  }
}

export async function fire(port: number, planned: PlannedRequest[], connections: number): Promise<Fired> {
  const answers: Array<Answer | undefined> = new Array(planned.length).fill(undefined);
  const sockets = Math.min(connections, planned.length);
  if (sockets === 0) return { answers, stats: { requests: 0, connections: 0, seconds: 0, rps: 0, p50Ms: 0, p99Ms: 0 } };
  let next = 0;
  const started = performance.now();
  let lastAnswer = started;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: sockets,
    amount: planned.length,
    // Generous: a slow shared machine must not turn a late answer into a lost one.
    timeout: 60,
    // autocannon notices the end only on its next sample; its default second would pad short runs.
    sampleInt: 50,
    requests: [
      {
        setupRequest: (request, context) => {
          const index = next++;
          context.index = index;
          const { method, path, headers, body } = planned[index]!;
          return { ...request, method, path, headers, body: body ?? '' };
        },
        onResponse: (status, body, context) => {
          answers[context.index as number] = { status, envelope: parse(body) };
          lastAnswer = performance.now();
        },
      },
    ],
  });
  // From the first request out to the last answer in: autocannon's own duration includes its wind-down.
  const seconds = (lastAnswer - started) / 1000;
  return {
    answers,
    stats: {
      requests: planned.length,
      connections: sockets,
      seconds,
      rps: seconds > 0 ? planned.length / seconds : 0,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
    },
  };
}

/** A success envelope, as the client counts one. */
export const succeeded = (answer: Answer | undefined): boolean => answer?.status === 200 && answer.envelope?.success === true;

/** The errorCode of a failure answer; 'no answer' when none came. */
export const errorCodeOf = (answer: Answer | undefined): string => (answer ? (answer.envelope?.errorCode ?? `HTTP ${answer.status}`) : 'no answer');
