// /developers: the JSON API's reference, read from the same OpenAPI document /api/openapi.json
// serves, so the page and the document say the same thing.
import type { Route } from "./+types/developers";
import { apiReference } from "~/read/api-reference.server";
import { env } from "~/lib/env.server";
import { pageMeta } from "~/head/meta";
import type { RouteHandle } from "~/route-handle";

export const handle: RouteHandle = { cache: "public", sitemap: true };

export function loader({ context }: Route.LoaderArgs) {
  return apiReference(env().SITE_URL, context.api);
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    "API for developers",
    "Starcast's free JSON API: daily, weekly and monthly horoscopes, tarot, compatibility, birth charts and the sky calendar, with every parameter and error code.",
  );

/** The document's `code` marks, as code. */
function Prose({ text }: { text: string }) {
  return text.split("`").map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part));
}

export default function Developers({ loaderData: groups }: Route.ComponentProps) {
  return (
    <article className="page narrow prose api-reference">
      <h1>API for developers</h1>
      <p className="lede">
        Everything the site computes is also a free JSON API: no key, any origin, read-only. The
        whole of it is described in an OpenAPI 3.1 document at{" "}
        <a href="/api/openapi.json">
          <code>/api/openapi.json</code>
        </a>
        , which tools can turn into a client; this page reads from the same document.
      </p>
      <p>
        Dates are <code>YYYY-MM-DD</code> or <code>M/D/YYYY</code> everywhere. A refusal is{" "}
        <code>{"{ error: { code, message } }"}</code> with a 4xx status: the code is stable for
        programs, the message written for people. A parameter given twice is{" "}
        <code>repeated_parameter</code>. Answers carry an ETag and a <code>Cache-Control</code> that
        says how long they keep.
      </p>
      <nav aria-label="Endpoints">
        <ul>
          {groups.flatMap((group) =>
            group.endpoints.map((endpoint) => (
              <li key={endpoint.path}>
                <a href={`#${endpoint.anchor}`}>
                  <code>{endpoint.path}</code>
                </a>
                : {endpoint.summary}
              </li>
            )),
          )}
        </ul>
      </nav>
      {groups.map((group) => (
        <section key={group.tag} aria-labelledby={`group-${group.anchor}`}>
          <h2 id={`group-${group.anchor}`}>{group.tag}</h2>
          {group.endpoints.map((endpoint) => (
            <section key={endpoint.path} aria-labelledby={endpoint.anchor}>
              <h3 id={endpoint.anchor}>
                <code>GET {endpoint.path}</code>
              </h3>
              <p>
                <strong>{endpoint.summary}.</strong> <Prose text={endpoint.description} />
              </p>
              {endpoint.parameters.length ? (
                <div
                  className="table-scroll"
                  tabIndex={0}
                  role="region"
                  aria-label={`Parameters of ${endpoint.path}`}
                >
                  <table>
                    <thead>
                      <tr>
                        <th scope="col">Parameter</th>
                        <th scope="col">Required</th>
                        <th scope="col">What it takes</th>
                      </tr>
                    </thead>
                    <tbody>
                      {endpoint.parameters.map((parameter) => (
                        <tr key={parameter.name}>
                          <th scope="row">
                            <code>{parameter.name}</code>
                          </th>
                          <td>{parameter.required ? "yes" : "no"}</td>
                          <td>
                            <Prose text={parameter.description} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : null}
              <p>
                Answers <code>200</code> with JSON
                {endpoint.errors.length
                  ? `; ${endpoint.errors.map((e) => `${e.status} when ${e.text}`).join("; ")}`
                  : ""}
                . {endpoint.cache}
              </p>
              <pre>
                <code>{`curl '${endpoint.example}'`}</code>
              </pre>
            </section>
          ))}
        </section>
      ))}
    </article>
  );
}
