// The birthplace table, read and indexed on the first place search (about 1 s, 30 MB of heap),
// so a server that never looks up a place never pays for it.
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
