// Field rules shared by the site's forms. Limits are generous for people and tight for abuse.
import type { HeadersFunction } from "react-router";
import { z } from "zod";
import { COMMON_PASSWORDS } from "~/content/common-passwords";
import { hiddenCharacter } from "~/domain/hidden-characters";
import { isSignSlug } from "~/domain/zodiac";

export const EmailSchema = z
  .string({ error: "Enter your email address." })
  .trim()
  .min(1, "Enter your email address.")
  .max(254, "An email address is at most 254 characters.")
  .pipe(z.email("Enter an email address like name@example.com."))
  .transform((value) => value.toLowerCase());

export const NameSchema = (label: string) =>
  z
    .string({ error: `Enter your ${label}.` })
    .trim()
    .min(1, `Enter your ${label}.`)
    .max(60, `Your ${label} can be at most 60 characters.`)
    // Quotes and apostrophes are fine (O'Brien); angle brackets are never part of a name.
    .refine((value) => !/[<>]/.test(value), `Your ${label} cannot contain < or >.`)
    // Nor is a character no reader can see: a NUL (PostgreSQL cannot even store one), a
    // newline, or a bidirectional override that turns the text round.
    .superRefine((value, ctx) => {
      const hidden = hiddenCharacter(value);
      if (hidden)
        ctx.addIssue({ code: "custom", message: `Your ${label} cannot contain ${hidden}.` });
    });

export const PasswordSchema = z
  .string({ error: "Enter a password." })
  .min(1, "Enter a password.")
  .max(200, "A password can be at most 200 characters.");

/**
 * A password being chosen: long enough, and not one every attacker tries first. It is checked
 * as it will be hashed (NFKC), so "ｐａｓｓｗｏｒｄ１２３" is the common "password123" it logs in as.
 */
export const NewPasswordSchema = PasswordSchema.transform((value) => value.normalize("NFKC"))
  .refine((value) => value.trim() !== "", "A password cannot be only spaces.")
  .refine((value) => value.length >= 10, "Use at least 10 characters.")
  .refine(
    (value) => !COMMON_PASSWORDS.has(value.toLowerCase()),
    "That password is one of the most common ones; choose another.",
  );

export const PASSWORD_IS_EMAIL = "Your password cannot be your email address.";

/** The first thing anyone would guess for an account is its own address. */
export function isEmailAsPassword(password: string, email: string): boolean {
  return password.normalize("NFKC").trim().toLowerCase() === email.trim().toLowerCase();
}

export const OptionalSignSchema = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || isSignSlug(value), "Choose one of the twelve signs.");

/** Sign-up's optional birth date, kept as text: signFromBirthDate reads and checks it. */
export const OptionalBirthDateSchema = z
  .string()
  .trim()
  .max(20, "Enter a birth date such as 1990-08-14.")
  .optional()
  .transform((value) => (value ? value : undefined));

export function firstError(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Check this field.";
}

/** Field name to its first message, for inline errors. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A posted form as plain fields; a body that is not a form is the visitor's mistake, not ours. */
export async function readForm(request: Request): Promise<Record<string, FormDataEntryValue>> {
  try {
    return Object.fromEntries(await request.formData());
  } catch {
    return {};
  }
}

/** The fields worth putting back in a form after an error: never passwords or tokens. */
export function keptValues(
  form: Record<string, FormDataEntryValue>,
  names: string[],
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = form[name];
    if (typeof value === "string" && value.length <= 254) values[name] = value;
  }
  return values;
}

/**
 * A form route's `headers`: the action's own headers (a busy moment's Retry-After) reach the
 * page, which React Router does only for Set-Cookie unless the route asks.
 */
export const actionHeaders: HeadersFunction = ({ actionHeaders }) => actionHeaders;

/**
 * The root's `headers`, as the error boundary's: a loader's refusal (a busy server's 503, too
 * many computations' 429) keeps its Retry-After on the error page.
 */
export const retryAfterHeaders: HeadersFunction = ({ parentHeaders, errorHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = errorHeaders?.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
