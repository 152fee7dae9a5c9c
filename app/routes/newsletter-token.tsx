// /newsletter/confirm and /newsletter/unsubscribe. The link in the mail opens a page with a
// button, because mail scanners follow links: only the POST changes anything.
import { data, Form } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/newsletter-token";
import { FormError } from "~/components/form-error";
import { readForm } from "~/input/forms";
import { pageMeta } from "~/head/meta";
import { confirmSubscription, unsubscribe } from "~/members/newsletter.server";

const TokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);
const BAD_LINK =
  "This link is not complete. Copy the whole link from the mail, or subscribe again from the home page.";

const TEXT = {
  confirm: {
    title: "Confirm your subscription",
    button: "Confirm my subscription",
    done: "You are subscribed. Your first reading arrives tomorrow morning.",
  },
  unsubscribe: {
    title: "Unsubscribe",
    button: "Unsubscribe me",
    done: "You are unsubscribed. No more mail will come from the newsletter.",
  },
};

function kindOf(request: Request): keyof typeof TEXT {
  return new URL(request.url).pathname.endsWith("/confirm") ? "confirm" : "unsubscribe";
}

// The canonical URL drops the query, so the token in the mail's link never reaches a tag.
export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    args.location.pathname.endsWith("/confirm") ? TEXT.confirm.title : TEXT.unsubscribe.title,
    "The Starcast newsletter.",
    { noindex: true },
  );

export function loader({ request }: Route.LoaderArgs) {
  const token = TokenSchema.safeParse(new URL(request.url).searchParams.get("token"));
  const kind = kindOf(request);
  if (!token.success) return data({ kind, token: null, error: BAD_LINK }, { status: 400 });
  return { kind, token: token.data, error: undefined };
}

export async function action({ request }: Route.ActionArgs) {
  const token = TokenSchema.safeParse((await readForm(request)).token);
  const kind = kindOf(request);
  if (!token.success) return data({ done: false, error: BAD_LINK }, { status: 400 });
  if (kind === "unsubscribe") {
    await unsubscribe(token.data);
    return { done: true, error: undefined };
  }
  if (!(await confirmSubscription(token.data))) {
    return data(
      {
        done: false,
        error: "This subscription no longer exists. Subscribe again from the home page.",
      },
      { status: 400 },
    );
  }
  return { done: true, error: undefined };
}

export default function NewsletterToken({ loaderData, actionData }: Route.ComponentProps) {
  const text = TEXT[loaderData.kind];
  const error = actionData?.error ?? loaderData.error;
  return (
    <section className="page form-page">
      <h1>{text.title}</h1>
      <FormError message={error} />
      {actionData?.done ? (
        <p role="status" className="notice">
          {text.done}
        </p>
      ) : loaderData.token ? (
        <Form method="post" className="stack-form">
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className="button">
            {text.button}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
