import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { endSession } from "~/members/sessions.server";

// Logging out changes state, so only a POST does it; a visit to /logout just goes home.
export function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  return redirect("/", { headers: { "Set-Cookie": await endSession(request) } });
}
