import { data, Form, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/auth";
import { Field } from "~/components/field";
import { SIGNS } from "~/domain/zodiac";
import { EmailSchema, fieldErrors, NameSchema, OptionalSignSchema, PasswordSchema } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta("Sign up", "Create a free Starcast account to get your own sign's reading first.");

const SignUpSchema = z.object({
  firstName: NameSchema("first name"),
  lastName: NameSchema("last name"),
  zodiacSign: OptionalSignSchema,
  email: EmailSchema,
  password: PasswordSchema,
});

export async function action({ request }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const parsed = SignUpSchema.safeParse(form);
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error), done: false }, { status: 400 });
  return { errors: {} as Record<string, string>, done: true };
}

export default function SignUp({ actionData }: Route.ComponentProps) {
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <section className="page narrow">
      <h1>Sign Up Free</h1>
      {actionData?.done ? (
        <p role="status" className="notice">
          Accounts are coming soon. Your details were checked but not stored, so nothing has been
          created yet.
        </p>
      ) : null}
      <Form method="post" className="stack-form">
        <Field label="First name" name="firstName" required autoComplete="given-name" maxLength={60} error={errors.firstName} />
        <Field label="Last name" name="lastName" required autoComplete="family-name" maxLength={60} error={errors.lastName} />
        <div className="field">
          <label htmlFor="zodiacSign">Zodiac sign</label>
          <select id="zodiacSign" name="zodiacSign" defaultValue="">
            <option value="">I'm not sure</option>
            {SIGNS.map((sign) => (
              <option key={sign.slug} value={sign.slug}>
                {sign.name}
              </option>
            ))}
          </select>
          {errors.zodiacSign ? <p className="field-error">{errors.zodiacSign}</p> : null}
        </div>
        <Field label="Email" name="email" type="email" required autoComplete="email" error={errors.email} />
        <Field
          label="Password"
          name="password"
          type="password"
          required
          autoComplete="new-password"
          error={errors.password}
        />
        <p className="form-note">
          By signing up you accept our <Link to="/privacy">Privacy Policy</Link> and{" "}
          <Link to="/terms">Terms of Use</Link>.
        </p>
        <button type="submit" className="button">
          Sign up
        </button>
      </Form>
      <p>
        Already have an account? <Link to="/login">Log in</Link>
      </p>
    </section>
  );
}
