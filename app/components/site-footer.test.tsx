// The footer's Contact link: shown with the operator's CONTACT_EMAIL, absent without one, never a
// made-up address.
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteFooter } from "~/components/site-footer";

function footer(contactEmail: string | undefined): string {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <SiteFooter contactEmail={contactEmail} /> },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
}

describe("SiteFooter", () => {
  it("links Contact to CONTACT_EMAIL, and leaves it out when none is set", () => {
    expect(footer("team@starcast.example")).toContain('href="mailto:team@starcast.example"');
    const bare = footer(undefined);
    expect(bare).not.toContain("mailto:");
    expect(bare).not.toContain(">Contact<");
    expect(bare).toContain('href="/about"');
  });
});
