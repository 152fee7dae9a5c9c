import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/reset-password";
import { Field } from "~/components/field";
import { FormError } from "~/components/form-error";
import { actionHeaders, fieldErrors, NewPasswordSchema, readForm } from "~/input/forms";
import { pageMeta } from "~/head/meta";
import { busyAnswer } from "~/lib/passwords.server";
import { isResetTokenValid, resetPassword } from "~/members/password-reset.server";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "Choose a new password", "Set a new Starcast password.", {
    // Reached only through a one-off link in a mail.
    noindex: true,
  });

const TokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);
const ResetSchema = z.object({ token: TokenSchema, password: NewPasswordSchema });
const EXPIRED = "This link has expired or has already been used. Ask for a new one below.";

export async function loader({ request }: Route.LoaderArgs) {
  const token = TokenSchema.safeParse(new URL(request.url).searchParams.get("token"));
  if (!token.success || !(await isResetTokenValid(token.data))) {
    return data({ token: null, error: EXPIRED }, { status: 400 });
  }
  return { token: token.data, error: undefined };
}

export const headers = actionHeaders;

export async function action({ request }: Route.ActionArgs) {
  const parsed = ResetSchema.safeParse(await readForm(request));
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return data({ errors: errors.token ? { form: EXPIRED } : errors }, { status: 400 });
  }
  let outcome;
  try {
    outcome = await resetPassword(parsed.data.token, parsed.data.password);
  } catch (error) {
    // The link still works: the form stays, with the message where the password goes.
    const busy = busyAnswer(error);
    return data({ errors: { password: busy.message } as Record<string, string> }, busy.init);
  }
  if (!outcome.ok) {
    const errors: Record<string, string> =
      outcome.field === "token" ? { form: EXPIRED } : { password: outcome.message };
    return data({ errors }, { status: outcome.status });
  }
  throw redirect("/account?reset=1", { headers: { "Set-Cookie": outcome.value } });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const errors: Record<string, string> = actionData?.errors ?? {};
  const formError = errors.form ?? loaderData.error;
  return (
    <section className="page form-page">
      <h1>Choose a new password</h1>
      <FormError message={formError} />
      {loaderData.token && !errors.form ? (
        <Form method="post" className="stack-form">
          <input type="hidden" name="token" value={loaderData.token} />
          <Field
            label="New password"
            name="password"
            type="password"
            required
            autoComplete="new-password"
            error={errors.password}
          />
          <p className="form-note">
            At least 10 characters. Your other devices will be logged out.
          </p>
          <button type="submit" className="button">
            Save the new password
          </button>
        </Form>
      ) : (
        <p>
          <Link to="/forgot-password">Send me a new link</Link>
        </p>
      )}
    </section>
  );
}
