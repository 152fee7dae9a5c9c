// The form posts (/newsletter, /auth, /login) answer hostile bodies with a clean 2xx, 3xx or
// 4xx: well-formed urlencoded and multipart with odd fields, and bodies that lie about their type.
import fc from "fast-check";
import { describe, it } from "vitest";
import { hostileText, SIGN_VALUES, urlEscape, urlPiece, valueFrom } from "./arbitraries";
import { checkBatches, type Probe } from "./http";
import { serveForFile } from "./server";

const server = serveForFile();

const FORMS = {
  "/newsletter": ["email"],
  "/auth": ["firstName", "lastName", "zodiacSign", "email", "password"],
  "/login": ["email", "password"],
} as const;
type FormPath = keyof typeof FORMS;

const VALID: Record<string, string[]> = {
  email: ["ada@example.com", "  Ada.Lovelace+stars@Example.co.uk ", "x@y.io"],
  firstName: ["Ada", "José", "李"],
  lastName: ["Lovelace", "O'Brien", "ﺎﻠﻋﺮﺒﻳﺓ"],
  zodiacSign: ["", ...SIGN_VALUES.map((s) => s.toLowerCase())],
  password: ["correct horse battery staple", "p"],
};

const formPath = fc.constantFrom(...(Object.keys(FORMS) as FormPath[]));
/** The form's URL as a browser posts it, or as React Router's client posts it (.data). */
const target = (path: FormPath) => fc.constantFrom(path, path, `${path}.data`, `${path}?index`);

/** Field name and value pairs: the form's own fields (repeated, missing) and strangers. */
function fields(path: FormPath) {
  const own = fc
    .constantFrom(...FORMS[path])
    .chain((name) => valueFrom(VALID[name]!).map((value) => [name, value] as const));
  const stranger = fc.tuple(hostileText, hostileText);
  return fc.array(fc.oneof({ weight: 5, arbitrary: own }, { weight: 1, arbitrary: stranger }), {
    maxLength: 8,
  });
}

/** Posts sure to succeed: each form filled in well, as a browser sends it. */
const GOOD: Probe[] = [
  ["/newsletter", "email=ada%40example.com"],
  ["/newsletter.data", "email=x%40y.io"],
].map(([path, body]) => ({
  method: "POST",
  path: path!,
  body,
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
}));

function check(probes: fc.Arbitrary<Probe>, good: Probe[]) {
  return checkBatches(server, probes, { good });
}

describe("form posts under hostile bodies", () => {
  it("urlencoded bodies", () =>
    check(
      formPath.chain((path) =>
        fc.record({
          path: target(path),
          body: fc
            .array(
              fc.oneof(
                {
                  weight: 4,
                  arbitrary: fields(path).map((pairs) =>
                    pairs.map(([k, v]) => `${urlEscape(k)}=${urlEscape(v)}`).join("&"),
                  ),
                },
                {
                  weight: 1,
                  arbitrary: fc
                    .tuple(urlPiece(hostileText), urlPiece(hostileText))
                    .map(([k, v]) => `${k}=${v}`),
                },
              ),
              { minLength: 1, maxLength: 2 },
            )
            .map((parts) => parts.join("&")),
          method: fc.constant("POST"),
          headers: fc.constantFrom(
            { "Content-Type": "application/x-www-form-urlencoded" },
            { "Content-Type": "application/x-www-form-urlencoded; charset=UTF-8" },
            { "Content-Type": "APPLICATION/X-WWW-FORM-URLENCODED" },
          ),
        }),
      ),
      GOOD,
    ));

  it("multipart bodies, with files where text belongs", () =>
    check(
      formPath.chain((path) =>
        fc
          .tuple(
            target(path),
            fields(path),
            fc.array(
              fc.tuple(
                fc.constantFrom(...FORMS[path], "file"),
                fc.uint8Array({ maxLength: 4096 }),
                hostileText,
              ),
              { maxLength: 2 },
            ),
          )
          .map(([url, pairs, files]): Probe => {
            const form = new FormData();
            for (const [name, value] of pairs) form.append(name, value);
            for (const [name, bytes, filename] of files)
              form.append(name, new Blob([bytes]), filename.slice(0, 200));
            return { method: "POST", path: url, body: form };
          }),
      ),
      GOOD,
    ));

  it("bodies that lie about their type, or are broken", () =>
    check(
      formPath.chain((path) =>
        fc.record({
          method: fc.constant("POST"),
          path: target(path),
          headers: fc.constantFrom(
            {} as Record<string, string>,
            { "Content-Type": "multipart/form-data" },
            { "Content-Type": "multipart/form-data; boundary=starcast" },
            { "Content-Type": "multipart/form-data; boundary=" },
            { "Content-Type": "application/json" },
            { "Content-Type": "text/plain" },
            { "Content-Type": "application/octet-stream" },
            { "Content-Type": "application/x-www-form-urlencoded; charset=utf-16" },
            { "Content-Type": "%ZZ/../../etc/passwd" },
          ),
          body: fc.oneof(
            hostileText,
            fc.uint8Array({ maxLength: 4096 }),
            fc.constantFrom(
              '{"email":"ada@example.com"}',
              '--starcast\r\nContent-Disposition: form-data; name="email"\r\n\r\nada@example.com\r\n',
              '--starcast\r\nContent-Disposition: form-data; name="email"\r\n\r\nada@example.com\r\n--starcast--\r\n',
              "--starcast--",
            ),
          ),
        }),
      ),
      [],
    ));
});
