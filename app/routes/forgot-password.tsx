import { data, Form, Link } from "react-router";
import type { Route } from "./+types/forgot-password";
import { EmailField } from "~/components/field";
import { runLater } from "~/lib/background.server";
import { EmailSchema, firstError, readForm } from "~/input/forms";
import { pageMeta } from "~/head/meta";
import { requestPasswordReset } from "~/members/password-reset.server";
import type { RouteHandle } from "~/route-handle";

export const handle: RouteHandle = { sitemap: true };

export const meta: Route.MetaFunction = (args) =>
  // Indexed like the login page it belongs with: someone may well search for it.
  pageMeta(args, "Forgot your password?", "Get a link to choose a new Starcast password.");

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = EmailSchema.safeParse((await readForm(request)).email);
  if (!parsed.success)
    return data({ sent: false, error: firstError(parsed.error) }, { status: 400 });
  // Not awaited: the answer must come as fast, and read the same, whether or not there is an account.
  runLater("password reset mail", context.requestId, () => requestPasswordReset(parsed.data));
  return { sent: true, error: undefined };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  return (
    <section className="page form-page">
      <h1>Forgot your password?</h1>
      {actionData?.sent ? (
        <p role="status" className="notice">
          If an account uses that address, a link to choose a new password is on its way. It works
          once, for an hour. Check your spam folder if it has not arrived in a few minutes.
        </p>
      ) : (
        <p>
          Enter the email address of your account and we will send you a link to choose a new
          password.
        </p>
      )}
      <Form method="post" className="stack-form">
        <EmailField error={actionData?.error} />
        <button type="submit" className="button">
          Send the link
        </button>
      </Form>
      <p>
        Remembered it? <Link to="/login">Log in</Link>
      </p>
    </section>
  );
}
