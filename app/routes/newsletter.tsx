import { data, Form } from "react-router";
import type { Route } from "./+types/newsletter";
import { EmailField } from "~/components/field";
import { runLater } from "~/lib/background.server";
import { EmailSchema, firstError, readForm } from "~/input/forms";
import { pageMeta } from "~/head/meta";
import { subscribe } from "~/members/newsletter.server";
import { getMember } from "~/members/sessions.server";
import type { RouteHandle } from "~/route-handle";

export const handle: RouteHandle = { sitemap: true };

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    "Newsletter",
    "Starcast's daily horoscope by email: one reading a morning, unsubscribe in one click.",
  );

/** A member's own address goes in the field, so subscribing is one press. */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await getMember(request);
  return { email: member?.email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = EmailSchema.safeParse((await readForm(request)).email);
  if (!parsed.success) {
    return data({ ok: false as const, message: firstError(parsed.error) }, { status: 400 });
  }
  // Not awaited: the answer must come as fast, and read the same, for any address.
  runLater("newsletter confirmation", context.requestId, () => subscribe(parsed.data));
  return { ok: true as const, message: "" };
}

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="page form-page">
      <h1>The Starcast newsletter</h1>
      {/* Once sent, the thank-you takes the form's place. */}
      {actionData?.ok ? (
        <p role="status" className="notice">
          Thank you. Check your inbox: we have sent a link to confirm your subscription, and nothing
          else will arrive until you follow it. If you were already subscribed, nothing changes and
          you will go on getting one reading a day.
        </p>
      ) : (
        <>
          <p>
            Today&apos;s reading in your inbox every morning: your own sign if you have an account,
            or all twelve. Every mail has a link to unsubscribe.
          </p>
          <Form method="post" className="stack-form" reloadDocument>
            <EmailField
              defaultValue={loaderData.email}
              error={actionData && !actionData.ok ? actionData.message : undefined}
            />
            <button type="submit" className="button">
              Subscribe
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
