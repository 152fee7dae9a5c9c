/** What an account operation returns: its value, or the form field to flag and why. */
export type Failure = { ok: false; status: number; field: string; message: string };
export type Outcome<T> = { ok: true; value: T } | Failure;
