declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  const build: ServerBuild;
  export = build;
}

// The addresses of the pages' own scripts by name (server/http/islands-build.js, ADR 025).
declare module "virtual:islands" {
  import type { IslandName } from "~/route-handle";
  const urls: Readonly<Record<IslandName, string>>;
  export default urls;
}
