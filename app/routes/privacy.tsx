import type { Route } from "./+types/privacy";
import { pageMeta } from "~/head/meta";
import type { RouteHandle } from "~/route-handle";

export const handle: RouteHandle = { cache: "public", sitemap: true };

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "Privacy Policy", "What Starcast stores about you (very little) and why.");

export default function Privacy() {
  return (
    <article className="page narrow prose">
      <h1>Privacy Policy</h1>
      <p>Starcast is built to know as little about you as possible.</p>
      <h2>What we do not do</h2>
      <p>
        We use no analytics, no advertising, no tracking pixels and no third-party scripts or fonts.
        Nothing on the site is loaded from another company&apos;s servers.
      </p>
      <h2>What stays in your browser</h2>
      <p>
        The daily horoscope page keeps today&apos;s reading for your sign in your browser&apos;s
        local storage, so a second visit is instant. It never leaves your device, and clearing your
        browser data removes it.
      </p>
      <h2>What we store on our server</h2>
      <p>
        Our server keeps short technical logs (the address requested, the time and the result) to
        keep the site running and to stop abuse. If you create an account or subscribe to the
        newsletter, we store the details you give us: your name, sign, email address and a securely
        hashed password. We never sell or share them, and you can delete them at any time.
      </p>
      <h2>Birth data</h2>
      <p>
        A birth date, time and place are personal data: together they can identify a person. When
        you cast a chart, the details travel only in the chart&apos;s own address and are not
        stored; our logs mask them. If you are a member and save a chart, we keep its name and those
        details in your account, to show the chart again. You can delete a saved chart from your
        account page at any time, and deleting your account deletes every chart you saved. Save
        someone else&apos;s chart only if they are happy for you to keep it.
      </p>
      <h2>Contact</h2>
      <p>
        Questions about your data are welcome through the contact link at the foot of every page.
      </p>
    </article>
  );
}
