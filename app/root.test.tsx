import { renderToStaticMarkup } from "react-dom/server";
import { data } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "~/root";

type Props = Parameters<typeof ErrorBoundary>[0];

function render(error: unknown) {
  return renderToStaticMarkup(<ErrorBoundary {...({ error, params: {} } as unknown as Props)} />);
}

function routeError(status: number, message: string) {
  // The router hands boundaries an ErrorResponse; data() builds the same shape it throws.
  const thrown = data(message, { status });
  return { status, statusText: "", internal: false, data: thrown.data };
}

describe("the root error boundary", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("draws the designed 404 page", () => {
    const html = render({ ...routeError(404, "Not Found") });
    expect(html).toContain("This page is lost among the stars");
  });

  it("explains a bad request with the loader's own message", () => {
    const html = render(routeError(400, "That date is not one we can read."));
    expect(html).toContain("We could not read that request");
    expect(html).toContain("That date is not one we can read.");
  });

  it("shows a friendly page, not a stack, for an unexpected error in production", () => {
    vi.stubEnv("DEV", false);
    const html = render(new Error("database exploded"));
    expect(html).toContain("Something went wrong");
    expect(html).not.toContain("database exploded");
  });

  it("shows the stack in development", () => {
    vi.stubEnv("DEV", true);
    expect(render(new Error("database exploded"))).toContain("database exploded");
  });
});
