// The build's route table (React Router's ServerBuild routes) made from app/routes.ts and the
// route modules themselves, for unit tests that need what the server reads without a build.
import type { ServerBuild } from "react-router";
import table from "~/routes";

type Entry = { id?: string; path?: string; index?: boolean; file: string; children?: Entry[] };

export async function routeTable(): Promise<ServerBuild["routes"]> {
  const routes: ServerBuild["routes"] = {
    root: { id: "root", path: "", module: await import("~/root") } as never,
  };
  const add = async (entries: readonly Entry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
      const name = entry.file.replace(/^routes\/|\.tsx$/g, "");
      const module = (await import(`../../app/routes/${name}.tsx`)) as Record<string, unknown>;
      routes[id] = { id, parentId, path: entry.path, index: entry.index, module } as never;
      await add(entry.children ?? [], id);
    }
  };
  await add(table as Entry[], "root");
  return routes;
}
