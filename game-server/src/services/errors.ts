/**
 * How a service module refuses (STYLE.md 3): each module exports a closed catalogue of error codes,
 * each carrying the sentence the player reads (SPEC.md's wording), and throws `ServiceError`s made
 * from it. A service never knows HTTP: `api/errors.ts` maps every code once to its status.
 *
 * A catalogue entry is the message, or a function from the refusal's details to the message when
 * the sentence names a limit, an amount or a wait.
 */
export type Catalogue = Readonly<Record<string, string | ((...details: never[]) => string)>>;

export type DetailsOf<E> = E extends (...details: infer A) => string ? A : [];

export class ServiceError<Code extends string = string> extends Error {
  constructor(
    readonly code: Code,
    /** The sentence the player reads. */
    message: string,
  ) {
    super(message);
    this.name = "ServiceError";
  }
}

export function isServiceError(error: unknown): error is ServiceError {
  return error instanceof ServiceError;
}

/**
 * The module's refusal maker: `refusal("otp/countdown", 30)` builds the error with the
 * catalogue's message for that code (and type-checks the details the message needs).
 */
export function refusalsOf<const C extends Catalogue>(catalogue: C) {
  return function refusal<K extends keyof C & string>(code: K, ...details: DetailsOf<C[K]>): ServiceError<K> {
    const entry = catalogue[code] as string | ((...details: unknown[]) => string);
    return new ServiceError(code, typeof entry === "string" ? entry : entry(...details));
  };
}
