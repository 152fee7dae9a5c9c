import { data, Form, Link, redirect, useActionData } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/account";
import { EmptyState } from "~/components/empty-state";
import { Field } from "~/components/field";
import { FormError } from "~/components/form-error";
import { SignField } from "~/components/sign-field";
import { changePassword, deleteAccount, updateProfile } from "~/members/accounts.server";
import {
  actionHeaders,
  fieldErrors,
  NameSchema,
  NewPasswordSchema,
  OptionalSignSchema,
  PasswordSchema,
  readForm,
} from "~/input/forms";
import { pageMeta } from "~/head/meta";
import { busyAnswer } from "~/lib/passwords.server";
import { deleteChart, listCharts, setOwnChart } from "~/members/saved-charts.server";
import { FEED_PATH, hasFeed, newFeedToken, revokeFeed } from "~/members/transit-feeds.server";
import { TransitFeedForm } from "~/components/transit-feed-form";
import { setTimeZone } from "~/members/accounts.server";
import { PlaceField } from "~/components/place-field";
import { memberZone, zonePlace } from "~/members/member-zone.server";
import { placeLabel } from "~/domain/places/table";
import type { RouteHandle } from "~/route-handle";
import { env } from "~/lib/env.server";
import { clearSessionCookie, readSession, requireMember } from "~/members/sessions.server";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "Your account", "Change your Starcast details or delete your account.", {
    noindex: true,
  });

export const handle: RouteHandle = { scripts: ["place-search"] };

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  // Asked once per request: requireMember's lookup answers this too.
  const { ownChart } = await readSession(request);
  const reset = new URL(request.url).searchParams.has("reset");
  return {
    member: {
      firstName: member.firstName,
      lastName: member.lastName,
      zodiacSign: member.zodiacSign,
      email: member.email,
    },
    zone: await memberZone(member, ownChart),
    charts: await listCharts(member),
    feed: await hasFeed(member),
    reset,
  };
}

const ActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("profile"),
    firstName: NameSchema("first name"),
    lastName: NameSchema("last name"),
    zodiacSign: OptionalSignSchema,
  }),
  z.object({
    intent: z.literal("password"),
    currentPassword: PasswordSchema,
    newPassword: NewPasswordSchema,
  }),
  z.object({ intent: z.literal("delete"), confirmPassword: PasswordSchema }),
  z.object({ intent: z.literal("delete-chart"), chartId: z.string().max(64) }),
  z.object({ intent: z.literal("own-chart"), chartId: z.string().max(64) }),
  z.object({ intent: z.literal("feed-new") }),
  z.object({ intent: z.literal("feed-revoke") }),
  z.object({
    intent: z.literal("time-zone"),
    where: z.string().trim().min(1, "Name a town whose clocks you live by.").max(100),
    place: z.string().max(12).default(""),
  }),
  z.object({ intent: z.literal("time-zone-chart") }),
]);

type Result = {
  intent: string;
  errors: Record<string, string>;
  saved?: string;
  /** The transit feed's secret address, shown once when made. */
  feedUrl?: string;
};
const fail = (
  intent: string,
  errors: Record<string, string>,
  init: ResponseInit = { status: 400 },
) => data<Result>({ intent, errors }, init);
const saved = (intent: string, message: string): Result => ({ intent, errors: {}, saved: message });

export const headers = actionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const member = await requireMember(request);
  const form = await readForm(request);
  const intent = typeof form.intent === "string" ? form.intent : "";
  const parsed = ActionSchema.safeParse(form);
  if (!parsed.success) return fail(intent, fieldErrors(parsed.error));
  const input = parsed.data;
  if (input.intent === "delete-chart") {
    const gone = await deleteChart(member, input.chartId);
    if (!gone)
      return fail(
        intent,
        { intent: "That chart is not among your saved charts." },
        { status: 404 },
      );
    return saved(intent, "The chart is deleted.");
  }
  if (input.intent === "own-chart") {
    if (!(await setOwnChart(member, input.chartId))) {
      return fail(
        intent,
        { intent: "That chart is not among your saved charts." },
        { status: 404 },
      );
    }
    return saved(intent, "Your day is now read from that chart.");
  }
  if (input.intent === "feed-new") {
    const token = await newFeedToken(member);
    return {
      ...saved(intent, "Your transit calendar has a new address; any earlier one stops working."),
      feedUrl: `${env().SITE_URL}${FEED_PATH}${token}.ics`,
    };
  }
  if (input.intent === "feed-revoke") {
    await revokeFeed(member);
    return saved(intent, "Your transit calendar is turned off.");
  }
  if (input.intent === "time-zone") {
    const place = await zonePlace(input.where, input.place);
    if (!place) {
      return fail(intent, {
        where: `No town called "${input.where}": try the nearest larger one.`,
      });
    }
    await setTimeZone(member, place.timeZone, place.id);
    return saved(
      intent,
      `Your times are now read as the clocks in ${placeLabel(place)} read them.`,
    );
  }
  if (input.intent === "time-zone-chart") {
    await setTimeZone(member, null);
    return saved("time-zone", "Your times follow your own chart's place again.");
  }
  if (input.intent === "profile") {
    await updateProfile(member, input);
    return saved(intent, "Your details are saved.");
  }
  const field = input.intent === "password" ? "currentPassword" : "confirmPassword";
  let outcome;
  try {
    outcome =
      input.intent === "password"
        ? await changePassword(
            member,
            request,
            { current: input.currentPassword, next: input.newPassword },
            context.clientIp,
          )
        : await deleteAccount(member, input.confirmPassword, context.clientIp);
  } catch (error) {
    const busy = busyAnswer(error);
    return fail(intent, { [field]: busy.message }, busy.init);
  }
  if (!outcome.ok)
    return fail(intent, { [outcome.field]: outcome.message }, { status: outcome.status });
  if (input.intent === "password")
    return saved(intent, "Your password is changed. Other devices have been logged out.");
  throw redirect("/?deleted=1", { headers: { "Set-Cookie": clearSessionCookie() } });
}

function Saved({ intent }: { intent: string }) {
  const result = useActionData<Result>();
  if (result?.intent !== intent || !result.saved) return null;
  return (
    <p role="status" className="notice">
      {result.saved}
    </p>
  );
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { member, charts, feed, reset, zone } = loaderData;
  const errorsFor = (intent: string): Record<string, string> =>
    actionData?.intent === intent ? actionData.errors : {};
  const profile = errorsFor("profile");
  const password = errorsFor("password");
  const remove = errorsFor("delete");
  return (
    <section className="page">
      <h1>Your account</h1>
      <p>
        <Link to="/today">Your day</Link>: today&apos;s transits to your own saved chart.{" "}
        <Link to="/forecast">Your year</Link>: the transits of the twelve months ahead.
      </p>
      {reset ? (
        <p role="status" className="notice">
          Your new password is saved and you are logged in. Other devices have been logged out.
        </p>
      ) : null}
      <FormError message={actionData?.errors.intent} />
      <p>You are logged in as {member.email}.</p>

      {/* The member's charts lead; the settings stand beside them on a desktop (app.css). */}
      <div className="account-layout">
        <div className="account-main">
          <h2 id="charts">Your saved charts</h2>
          <Saved intent="delete-chart" />
          <Saved intent="own-chart" />
          {charts.length === 0 ? (
            <EmptyState art="wheel" title="No saved charts yet">
              <p>
                Cast a chart, yours or someone else&apos;s, and save it from its page. Your first
                saved chart is taken as your own, and Your day is read from it.
              </p>
              <p className="button-row">
                <Link to="/chart" className="button">
                  Cast a chart
                </Link>
              </p>
            </EmptyState>
          ) : (
            <ul className="saved-charts">
              {charts.map((chart) => (
                <li key={chart.id}>
                  <Link to={`/chart?${chart.query}`}>{chart.label}</Link>
                  {chart.own ? (
                    <span className="own-chart">
                      Your own chart, read for <Link to="/today">Your day</Link>
                    </span>
                  ) : (
                    <Form method="post">
                      <input type="hidden" name="intent" value="own-chart" />
                      <input type="hidden" name="chartId" value={chart.id} />
                      <button
                        type="submit"
                        className="button button-small button-quiet"
                        aria-label={`Make ${chart.label} my own chart`}
                      >
                        Make this mine
                      </button>
                    </Form>
                  )}
                  <Form method="post">
                    <input type="hidden" name="intent" value="delete-chart" />
                    <input type="hidden" name="chartId" value={chart.id} />
                    <button
                      type="submit"
                      className="button button-small danger"
                      aria-label={`Delete ${chart.label}`}
                    >
                      Delete
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          )}

          <h2 id="transit-calendar">Your transit calendar</h2>
          <TransitFeedForm
            on={feed}
            ownChart={charts.some((c) => c.own)}
            result={actionData?.intent.startsWith("feed-") ? actionData : undefined}
          />
        </div>
        <div className="account-side">
          <h2 id="details">Your details</h2>
          <Form method="post" className="stack-form" aria-labelledby="details">
            <input type="hidden" name="intent" value="profile" />
            <Saved intent="profile" />
            <Field
              label="First name"
              name="firstName"
              required
              maxLength={60}
              autoComplete="given-name"
              defaultValue={member.firstName}
              error={profile.firstName}
            />
            <Field
              label="Last name"
              name="lastName"
              required
              maxLength={60}
              autoComplete="family-name"
              defaultValue={member.lastName}
              error={profile.lastName}
            />
            <SignField defaultValue={member.zodiacSign} error={profile.zodiacSign} />
            <button type="submit" className="button">
              Save details
            </button>
          </Form>

          <h2 id="time-zone">Your time zone</h2>
          <p id="time-zone-now">
            {zone.place
              ? `Your day's times are read as the clocks in ${zone.place} read them (${zone.zone})${zone.from === "chart" ? ", your own chart's place" : ""}.`
              : `Your day's times are in ${zone.zone}: choose a town to read them as its clocks do.`}
          </p>
          <Form method="post" className="form" aria-labelledby="time-zone">
            <input type="hidden" name="intent" value="time-zone" />
            <Saved intent="time-zone" />
            <PlaceField
              where=""
              place=""
              label="A town whose clocks you live by"
              hint={<>Your own or one near it: &ldquo;Leeds&rdquo;, &ldquo;Paris, Texas&rdquo;.</>}
              error={errorsFor("time-zone").where}
            />
            <button type="submit" className="button">
              Save the town
            </button>
          </Form>
          {zone.from === "chosen" ? (
            <Form method="post">
              <input type="hidden" name="intent" value="time-zone-chart" />
              <button type="submit" className="button-plain">
                Follow my own chart&apos;s place instead
              </button>
            </Form>
          ) : null}

          <h2 id="password">Change your password</h2>
          <Form method="post" className="stack-form" aria-labelledby="password">
            <input type="hidden" name="intent" value="password" />
            <Saved intent="password" />
            <Field
              label="Current password"
              name="currentPassword"
              type="password"
              required
              autoComplete="current-password"
              error={password.currentPassword}
            />
            <Field
              label="New password"
              name="newPassword"
              type="password"
              required
              autoComplete="new-password"
              error={password.newPassword}
            />
            <button type="submit" className="button">
              Change password
            </button>
          </Form>

          <h2 id="delete">Delete your account</h2>
          <Form method="post" className="stack-form" aria-labelledby="delete">
            <input type="hidden" name="intent" value="delete" />
            <p>
              This deletes your account, your saved charts, your sessions and your newsletter
              subscription, at once and for good.
            </p>
            <Field
              label="Type your password to confirm"
              name="confirmPassword"
              type="password"
              required
              autoComplete="current-password"
              error={remove.confirmPassword}
            />
            <button type="submit" className="button danger">
              Delete my account
            </button>
          </Form>
        </div>
      </div>
    </section>
  );
}
