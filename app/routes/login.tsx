import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/login";
import { EmailField, Field } from "~/components/field";
import { FormError } from "~/components/form-error";
import { logIn } from "~/members/accounts.server";
import {
  actionHeaders,
  EmailSchema,
  fieldErrors,
  keptValues,
  PasswordSchema,
  readForm,
} from "~/input/forms";
import { memberHome } from "~/routes/member-home";
import { pageMeta } from "~/head/meta";
import { busyAnswer } from "~/lib/passwords.server";
import { sendMemberToAccount } from "~/members/sessions.server";
import type { RouteHandle } from "~/route-handle";

export const handle: RouteHandle = { sitemap: true };

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "Log in", "Log in to your Starcast account.");

const LoginSchema = z.object({ email: EmailSchema, password: PasswordSchema });

export const headers = actionHeaders;

/** A member is already logged in: their account is where this form would take them. */
export function loader({ request }: Route.LoaderArgs) {
  return sendMemberToAccount(request);
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const values = keptValues(form, ["email"]);
  const parsed = LoginSchema.safeParse(form);
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error), values }, { status: 400 });
  let result;
  try {
    result = await logIn(parsed.data.email, parsed.data.password, context.clientIp);
  } catch (error) {
    const busy = busyAnswer(error);
    return data({ errors: { form: busy.message } as Record<string, string>, values }, busy.init);
  }
  if (!result.ok)
    return data(
      { errors: { form: result.message } as Record<string, string>, values },
      { status: result.status },
    );
  throw redirect(memberHome(result.value.zodiacSign), {
    headers: { "Set-Cookie": result.value.cookie },
  });
}

export default function Login({ actionData }: Route.ComponentProps) {
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <section className="page form-page">
      <h1>Login Now</h1>
      <FormError message={errors.form} />
      <Form method="post" className="stack-form">
        <EmailField defaultValue={actionData?.values.email} error={errors.email} />
        <Field
          label="Password"
          name="password"
          type="password"
          required
          autoComplete="current-password"
          error={errors.password}
        />
        <p className="form-note">
          <Link to="/forgot-password">Forgot your password?</Link>
        </p>
        <button type="submit" className="button">
          Log in
        </button>
      </Form>
      <p>
        New here? <Link to="/auth">Sign up free</Link>
      </p>
    </section>
  );
}
