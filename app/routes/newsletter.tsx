import { data, Form } from "react-router";
import type { Route } from "./+types/newsletter";
import { Field } from "~/components/field";
import { pageMeta } from "~/lib/meta";
import { EmailSchema, firstError } from "~/lib/forms";

export const meta: Route.MetaFunction = () =>
  pageMeta("Newsletter", "Starcast's daily horoscope by email: what it will be and when.");

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = EmailSchema.safeParse(form.get("email"));
  if (!parsed.success) {
    return data({ ok: false as const, message: firstError(parsed.error) }, { status: 400 });
  }
  return { ok: true as const, message: "" };
}

export default function Newsletter({ actionData }: Route.ComponentProps) {
  return (
    <section className="page narrow">
      <h1>The Starcast newsletter</h1>
      {actionData?.ok ? (
        <p role="status" className="notice">
          Thank you. The newsletter is coming soon: we have not stored your address, so nothing
          will arrive yet. Come back when it opens and sign up again.
        </p>
      ) : (
        <p>
          The daily horoscope by email is coming soon. Until it opens, this form stores nothing.
        </p>
      )}
      <Form method="post" className="stack-form" reloadDocument>
        <Field
          label="Email"
          name="email"
          type="email"
          required
          autoComplete="email"
          error={actionData && !actionData.ok ? actionData.message : undefined}
        />
        <button type="submit" className="button">
          Submit
        </button>
      </Form>
    </section>
  );
}
