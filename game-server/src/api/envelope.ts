/**
 * SPEC.md's envelope: `{ message, data }`. Errors carry the human message in both `message` and
 * `data.message`, because the web app reads `data.message`.
 */
export interface Envelope<T> {
  message: string;
  data: T;
}

export function ok<T>(message: string, data: T): Envelope<T> {
  return { message, data };
}

export function errorBody(message: string, extra: Record<string, unknown> = {}): Envelope<Record<string, unknown>> {
  return { message, data: { message, ...extra } };
}

/** A refusal a player can act on: a 4xx status with a message from SPEC.md. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}
