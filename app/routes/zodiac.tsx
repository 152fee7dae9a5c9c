import { data, Form, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/zodiac";
import { SignGrid } from "~/components/sign-grid";
import { SignSelect } from "~/components/sign-select";
import { GLYPH_FONT_PRELOAD } from "~/components/glyph-fonts";
import { pairSlug } from "~/domain/compatibility/compatibility";
import { findSign, SIGNS, type SignSlug } from "~/domain/zodiac";
import { pageMeta } from "~/head/meta";
import type { RouteHandle } from "~/route-handle";

// Each sign's image follows its select, a script of our own (app/islands/sign-select.ts).
export const handle: RouteHandle = { cache: "public", sitemap: true, scripts: ["sign-select"] };

const SIGN_NAMES = SIGNS.map((s) => s.name).join(", ");

const SignParamSchema = (label: string) =>
  z
    .array(z.string())
    .max(1, `Choose one ${label}.`)
    .transform((values) => values[0]?.trim() ?? "")
    .pipe(z.string().min(1, `Choose the ${label}.`))
    .transform((text, ctx) => {
      const sign = findSign(text);
      if (sign) return sign;
      const shown = text.length > 40 ? `${text.slice(0, 40)}...` : text;
      ctx.addIssue({
        code: "custom",
        message: `"${shown}" is not a zodiac sign: choose the ${label} from ${SIGN_NAMES}.`,
      });
      return z.NEVER;
    });

const PairQuerySchema = z.object({
  first: SignParamSchema("first sign"),
  second: SignParamSchema("second sign"),
});

// The form is a plain GET to this page, so it works without JavaScript: a good pair
// redirects to its result page, a bad one shows the form again with the reason.
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const fallback = { error: undefined, first: "aries" as SignSlug, second: "leo" as SignSlug };
  if (!params.has("first") && !params.has("second")) return fallback;
  const parsed = PairQuerySchema.safeParse({
    first: params.getAll("first"),
    second: params.getAll("second"),
  });
  if (parsed.success) throw redirect(`/zodiac/${pairSlug(parsed.data.first, parsed.data.second)}`);
  // Keep whichever choice was good, so only the bad one needs choosing again.
  const keep = (name: string, initial: SignSlug) => {
    const values = params.getAll(name);
    return (values.length === 1 && findSign(values[0]!)?.slug) || initial;
  };
  return data(
    {
      error: parsed.error.issues.map((issue) => issue.message).join(" "),
      first: keep("first", fallback.first),
      second: keep("second", fallback.second),
    },
    { status: 400 },
  );
}

export const links: Route.LinksFunction = () => [GLYPH_FONT_PRELOAD];

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    "Zodiac compatibility",
    "Check the compatibility of any two zodiac signs, with the reasons for the score.",
  );

export default function Zodiac({ loaderData }: Route.ComponentProps) {
  const { error, first, second } = loaderData;
  return (
    <section className="page">
      <h1>Zodiac compatibility</h1>
      <p className="lede">Choose two signs to see how well they get along.</p>
      {error ? (
        <p className="notice error" role="alert">
          {error}
        </p>
      ) : null}
      {/* Keyed by the choices, so a second bad submission resets the selects. */}
      <Form method="get" action="/zodiac" className="compat-form" key={`${first}-${second}`}>
        <SignSelect label="First sign" name="first" initial={first} />
        <span className="compat-and" aria-hidden="true">
          &amp;
        </span>
        <SignSelect label="Second sign" name="second" initial={second} />
        <button type="submit" className="button">
          Compare
        </button>
      </Form>
      <h2>The twelve signs</h2>
      <p>Each sign's dates, character, strengths and challenges, and its best matches.</p>
      <SignGrid headingLevel={3} links="profiles" />
    </section>
  );
}
