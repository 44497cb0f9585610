/** A value now or later: steps that answer synchronously keep the whole run synchronous (and fast). */
export type Maybe<T> = T | Promise<T>;

export function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return (
    value !== null &&
    (typeof value === 'object' || typeof value === 'function') &&
    typeof Reflect.get(value, 'then') === 'function'
  );
}

/** `then` for a Maybe: runs `next` now when the value is already here. */
export function andThen<T, U>(
  value: Maybe<T>,
  next: (value: T) => Maybe<U>,
  onError: (error: unknown) => Maybe<U>,
): Maybe<U> {
  if (value instanceof Promise) return value.then(next, onError);
  return next(value);
}
