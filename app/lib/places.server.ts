// The birthplace table, read and indexed once (about 1 s, 30 MB of heap): by the built server
// before it listens (server/main.js), so no visitor waits behind it; elsewhere (development,
// tests, the pool's threads) on the first place search.
import { readFile } from "node:fs/promises";
import { indexPlaces, type PlaceIndex } from "~/domain/places/search";
import { parsePlaces } from "~/domain/places/table";
import { projectFile } from "~/lib/project-file.server";

let loading: Promise<PlaceIndex> | undefined;

export function placeIndex(): Promise<PlaceIndex> {
  loading ??= readFile(projectFile("app/domain/places/places.tsv")).then((bytes) =>
    indexPlaces(parsePlaces(bytes)),
  );
  // A failed read is tried again by the next search rather than remembered.
  loading.catch(() => (loading = undefined));
  return loading;
}
