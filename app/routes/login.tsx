import { data, Form, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/login";
import { Field } from "~/components/field";
import { EmailSchema, fieldErrors, PasswordSchema } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta("Log in", "Log in to your Starcast account.");

const LoginSchema = z.object({ email: EmailSchema, password: PasswordSchema });

export async function action({ request }: Route.ActionArgs) {
  const parsed = LoginSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error), done: false }, { status: 400 });
  return { errors: {} as Record<string, string>, done: true };
}

export default function Login({ actionData }: Route.ComponentProps) {
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <section className="page narrow">
      <h1>Login Now</h1>
      {actionData?.done ? (
        <p role="status" className="notice">
          Accounts are coming soon, so there is nothing to log in to yet.
        </p>
      ) : null}
      <Form method="post" className="stack-form">
        <Field label="Email" name="email" type="email" required autoComplete="email" error={errors.email} />
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
