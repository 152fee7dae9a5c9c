import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/auth";
import { EmailField, Field } from "~/components/field";
import { FormError } from "~/components/form-error";
import { SignField } from "~/components/sign-field";
import { signUp } from "~/members/accounts.server";
import {
  actionHeaders,
  EmailSchema,
  fieldErrors,
  isEmailAsPassword,
  keptValues,
  NameSchema,
  NewPasswordSchema,
  OptionalBirthDateSchema,
  OptionalSignSchema,
  PASSWORD_IS_EMAIL,
  readForm,
} from "~/input/forms";
import { pageMeta } from "~/head/meta";
import { signFromBirthDate } from "~/domain/birth-date-sign";
import { busyAnswer } from "~/lib/passwords.server";
import { sendMemberToAccount } from "~/members/sessions.server";
import type { RouteHandle } from "~/route-handle";

export const handle: RouteHandle = { sitemap: true, proseBelowFold: true };

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "Sign up", "Create a free Starcast account to get your own sign's reading first.");

const SignUpSchema = z
  .object({
    firstName: NameSchema("first name"),
    lastName: NameSchema("last name"),
    zodiacSign: OptionalSignSchema,
    birthDate: OptionalBirthDateSchema,
    email: EmailSchema,
    password: NewPasswordSchema,
  })
  .refine((form) => !isEmailAsPassword(form.password, form.email), {
    path: ["password"],
    message: PASSWORD_IS_EMAIL,
  });

const KEPT = ["firstName", "lastName", "zodiacSign", "birthDate", "email"];

export const headers = actionHeaders;

/** A member already has an account: send them to it rather than to a second sign-up. */
export function loader({ request }: Route.LoaderArgs) {
  return sendMemberToAccount(request);
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const values = keptValues(form, KEPT);
  const parsed = SignUpSchema.safeParse(form);
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error), values }, { status: 400 });
  // A chosen sign wins; "I'm not sure" with a birth date takes the Sun's sign on that date.
  const fromDate = parsed.data.zodiacSign
    ? undefined
    : signFromBirthDate(parsed.data.birthDate, new Date());
  if (fromDate && !fromDate.ok) {
    const errors: Record<string, string> = { birthDate: fromDate.error };
    return data({ errors, values }, { status: 400 });
  }
  const sign = parsed.data.zodiacSign ?? fromDate?.sign;
  let result;
  try {
    result = await signUp({ ...parsed.data, zodiacSign: sign });
  } catch (error) {
    const busy = busyAnswer(error);
    return data({ errors: { form: busy.message } as Record<string, string>, values }, busy.init);
  }
  if (!result.ok)
    return data({ errors: { [result.field]: result.message }, values }, { status: result.status });
  // A new member is welcomed on /today, which leads on to saving their own chart.
  throw redirect("/today?welcome=1", {
    headers: { "Set-Cookie": result.value.cookie },
  });
}

export default function SignUp({ actionData }: Route.ComponentProps) {
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  return (
    <section className="page form-page">
      <h1>Sign Up Free</h1>
      <FormError message={errors.form} />
      <Form method="post" className="stack-form">
        <Field
          label="First name"
          name="firstName"
          required
          autoComplete="given-name"
          maxLength={60}
          defaultValue={values.firstName}
          error={errors.firstName}
        />
        <Field
          label="Last name"
          name="lastName"
          required
          autoComplete="family-name"
          maxLength={60}
          defaultValue={values.lastName}
          error={errors.lastName}
        />
        <SignField
          defaultValue={values.zodiacSign}
          error={errors.zodiacSign}
          birthDate={{ defaultValue: values.birthDate, error: errors.birthDate }}
        />
        <EmailField defaultValue={values.email} error={errors.email} />
        <Field
          label="Password"
          name="password"
          type="password"
          required
          autoComplete="new-password"
          aria-describedby="password-hint"
          error={errors.password}
        />
        <p id="password-hint" className="form-note">
          At least 10 characters. A few unrelated words make a strong one.
        </p>
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
